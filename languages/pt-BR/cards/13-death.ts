import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Morte",
  keywords: {
    upright: ["encerramentos", "transformação", "transição", "liberação", "abrir espaço", "renovação", "mudança inevitável"],
    reversed: ["resistência à mudança", "estagnação", "medo de finais", "apego persistente", "transição lenta", "assuntos pendentes"],
  },
  summary:
    "Um cavaleiro esquelético leva um estandarte com uma rosa branca, e reis e crianças, sem distinção, lhe abrem caminho. Algo está terminando para que outra coisa possa começar.",
  upright:
    "Apesar das imagens duras, esta carta fala de transformação, não de morte literal. Um esqueleto de armadura negra monta um cavalo branco, carregando um estandarte negro marcado com uma rosa branca, e cada pessoa em seu caminho reage de um jeito: um rei caiu, um bispo suplica, uma moça desvia o rosto, uma criança levanta os olhos sem medo. Ao longe, um sol nasce entre duas torres. Um capítulo está se encerrando, e a maneira como você recebe esse fim molda o que vem a seguir." +
    "\n\n" +
    "Os finais podem doer mesmo quando são necessários. Um emprego, um relacionamento, um hábito ou uma versão de você pode estar chegando ao seu fim natural. Viva o luto do que merece luto, mas tente não se agarrar ao que já se foi. A rosa branca fala de pureza e renovação, e o sol nascente diz que o ciclo continua. Retirar o que já terminou abre espaço para um crescimento que você ainda nem consegue imaginar.",
  reversed:
    "Invertida, a Morte muitas vezes descreve uma mudança mantida à distância. Você pode sentir que algo já cumpriu o seu papel e, ainda assim, continuar a escorá-lo, por medo, por hábito ou por lealdade a quem você costumava ser. O resultado é uma espécie de limbo: a forma antiga já não serve, mas a nova não consegue chegar enquanto você ainda segura a porta fechada." +
    "\n\n" +
    "Esta posição também pode mostrar uma transição que se desenrola devagar, com os finais acontecendo em etapas, e não de uma vez. Seja gentil consigo se soltar for difícil; o apego é profundamente humano. Ainda assim, pense no quanto está lhe custando ficar onde está. Pequenos atos de desapego, como esvaziar um cômodo, encerrar uma rotina ou dizer um adeus honesto, podem pôr de novo em movimento um processo travado e lembrar você de que o nascer do sol no horizonte continua à sua espera.",
  categories: {
    general:
      "A Morte sinaliza o fim de um ciclo e o início de uma transformação profunda, e não um fim literal da vida. Deixe ir o que já cumpriu o seu papel, para que o próximo capítulo tenha espaço para começar.",
    love:
      "No amor, esta carta pode marcar o fim de um padrão antigo, de uma fase do relacionamento ou, às vezes, do próprio relacionamento. Casais que encaram a mudança com honestidade muitas vezes encontram um vínculo renovado, enquanto quem está solteiro pode finalmente se libertar de um apego antigo.",
    career:
      "Uma função, um rumo nos negócios ou uma forma de trabalhar pode estar chegando ao fim. Em vez de se agarrar a um cargo que já não combina com você, veja o que esta transição deixa você livre para buscar e prepare-se na prática para a mudança.",
    health:
      "Leia esta carta como uma reflexão sobre hábitos e rotinas que já deixaram de ser úteis, nunca como uma previsão sobre o seu corpo. Pode ser um bom momento para soltar padrões que drenam a sua energia e abrir espaço para ritmos de descanso mais estáveis; para qualquer preocupação real, converse com um profissional qualificado.",
    personal_development:
      "Esta é a carta da troca de pele. Crenças, papéis ou autoimagens que antes protegiam você podem agora estar segurando você, e soltá-los, embora desconfortável, abre caminho para uma versão mais verdadeira de quem você é.",
    spirituality:
      "No plano espiritual, a Morte fala de renascimento e dos ciclos de desapego que muitas tradições honram. Práticas que ajudam você a aceitar a impermanência, da reflexão silenciosa a simples rituais de libertação, podem trazer uma paz surpreendente.",
    projects:
      "Um plano pode precisar ser encerrado, remodelado radicalmente ou arquivado, para que o tempo e os recursos possam fluir para outro lugar. Encerrar algo de forma deliberada é mais gentil do que deixá-lo se arrastar; colha o que você aprendeu antes de seguir em frente.",
    emotions:
      "Talvez você esteja atravessando luto, alívio ou uma mistura dos dois enquanto algo termina. Dê a cada sentimento o seu tempo e confie que o peso da transição diminui à medida que a nova forma da vida vai surgindo.",
    creativity:
      "Na criação, a Morte limpa a tela. Abandone um estilo ou um projeto que perdeu o frescor, transforme as suas melhores partes em adubo para algo novo e permita-se ser iniciante outra vez.",
  },
  advice: "Deixe que o que terminou fique terminado e volte a sua atenção para o espaço que esse fim abre.",
  yesNoReason:
    "A Morte tende a responder não porque a situação, tal como está, está chegando ao fim, embora esse encerramento muitas vezes abra caminho para algo melhor.",
  element: "Água",
  astrology: "Escorpião",
  imageAlt:
    "Um esqueleto de armadura negra monta um cavalo branco e carrega um estandarte negro com uma rosa branca de cinco pétalas, enquanto um rei caído jaz sob os cascos e um bispo, uma moça e uma criança reagem diante dele. Ao longe, um rio corre e um sol nasce entre duas torres.",
};
