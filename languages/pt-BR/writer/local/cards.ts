import type { CardThemes } from "../../../local-writer";
import { wordPattern } from "../../../writer";

/**
 * Os dois lados de cada carta em poucas palavras, por número da carta, como objeto direto ("a Torre traz um abalo
 * repentino"): nunca depois de "de", "em", "a" ou "por", que se contrairiam com o artigo. Cada um é um só sintagma,
 * sem "e" próprio, para que uma lista deles se leia com clareza.
 */
export const THEMES: readonly CardThemes[] = [
  { gift: "a coragem de começar de novo", weight: "um salto sem mapa" },
  { gift: "os meios para fazer as coisas acontecerem", weight: "a necessidade de concentrar a sua vontade" },
  { gift: "um saber interior sereno", weight: "respostas que ainda não aparecem" },
  { gift: "um espaço acolhedor para crescer", weight: "a paciência que tudo o que cresce exige" },
  { gift: "uma estrutura firme", weight: "o peso da responsabilidade" },
  { gift: "o apoio do que resistiu ao tempo", weight: "a força das convenções" },
  { gift: "um vínculo baseado em valores compartilhados", weight: "uma escolha do coração" },
  { gift: "um avanço decidido", weight: "o esforço de manter o rumo" },
  { gift: "uma coragem serena", weight: "uma prova de paciência" },
  { gift: "um tempo de reflexão sincera", weight: "uma fase de solidão" },
  { gift: "uma virada da sorte", weight: "mudanças que você não controla" },
  { gift: "um olhar justo", weight: "as consequências de decisões passadas" },
  { gift: "um novo jeito de olhar", weight: "uma pausa que você não escolheu" },
  { gift: "espaço para algo novo", weight: "um fim que pede para ser aceito" },
  { gift: "um equilíbrio que restaura", weight: "a necessidade de ir devagar" },
  { gift: "a chance de ver o que prende você", weight: "um velho apego difícil de largar" },
  { gift: "a chance de reconstruir sobre um chão mais firme", weight: "um abalo repentino" },
  { gift: "uma esperança serena que renova", weight: "uma esperança que precisa de tempo" },
  { gift: "a orientação da intuição", weight: "uma névoa de sinais confusos" },
  { gift: "uma alegria luminosa", weight: "uma luz intensa sobre o que é verdade" },
  { gift: "um chamado para se renovar", weight: "um balanço sincero" },
  { gift: "uma sensação de plenitude", weight: "o fechamento de um ciclo" },
];

/** O corpo e o autocuidado de quem pergunta (sono, comida, exercício, descanso, "sua energia"): ao lado da saúde de outra pessoa ou de um animal, nenhuma frase de carta com estas palavras é citada. */
export const SELF_CARE = wordPattern("\\b(?:sono|dormir|durm\\w*|descans\\w*|comida|aliment\\w*|comer|dieta|exercício\\w*|movimento|sua (?:própria )?(?:energia|saúde)|seu (?:próprio )?corpo|autocuidado|hábitos?|bem-estar|hidrat\\w*|respir\\w*|ar livre)\\b", { flags: "iu" });
