import type { SafetyLexicon } from "../../writer";

/** What the safety checks look for in Brazilian Portuguese prose (lib/writers/quality/safety.ts). */
export const safety: SafetyLexicon = {
  certainty:
    "\\b(?:com certeza|certamente|sem (?:nenhuma )?dúvida|definitivamente|garantid[oa]|100 ?%)\\b[^.!?]*\\b(?:recupera\\w*|cura\\w*|sara\\w*|sobreviv\\w*|morr\\w*|morte|grávida|gravidez|engravid\\w*|bebê|ganh\\w*|perd\\w*|dinheiro|dívidas?|ric[oa]|lucro|processo|causa|sentença|guarda)\\b|\\b(?:vai se recuperar(?: totalmente| completamente)?|vai ficar (?:curad[oa]|boa|bom|bem)|vai sarar|vai sobreviver|vai morrer|você vai engravidar|vai ter (?:um|o) bebê|vai ganhar (?:o processo|a causa)|vai perder (?:o processo|a causa)|vai recuperar (?:o|seu) dinheiro|vai quitar (?:todas )?(?:as|suas) dívidas|se recuperará|ficará (?:curad[oa]|bem))\\b",
  hedges: "\\b(?:caso|pode|possa|podem|poderia|talvez|quem sabe|tomara|ninguém pode|não (?:é )?(?:possível|certo)|não há certeza|não promete|nenhuma carta|não podem?|se (?:ela|ele|você|isso|for))\\b",
  instruction:
    "\\b(?:pare|suspenda|interrompa|abandone|comece|tome|aumente|reduza|diminua|mude|troque|dobre)\\s+(?:de\\s+)?(?:tomar\\s+)?(?:a\\s+|o\\s+|os\\s+|as\\s+|sua\\s+|seu\\s+|seus\\s+|suas\\s+)?(?:medicação|medicamentos?|remédios?|comprimidos|dose|tratamento|quimio\\w*|terapia|insulina|antidepressivos?)\\b|\\b(?:recuse|cancele|evite)\\s+(?:a\\s+|o\\s+|sua\\s+|seu\\s+)?(?:cirurgia|operação|tratamento)\\b|\\binvista\\s+(?:em|no|na|seu|sua|seus|suas|tudo)\\b|\\bcoloque (?:seu|todo o seu) dinheiro em\\b|\\b(?:compre|venda)\\s+(?:as\\s+|suas\\s+)?(?:ações|cripto\\w*|bitcoins?)\\b|\\bpegue (?:outro|um) empréstimo\\b|\\bpare de pagar\\b|\\bdeclare falência\\b|\\bassine (?:o|esse|este) (?:contrato|acordo|documento)\\b|\\bdeclare-se culpad[oa]\\b|\\bnão precisa de (?:um )?advogad[oa]\\b",
  instructionExcuses: "\\b(?:nunca|sem|antes de|não)\\b[^.!?]*\\b(?:médic[oa]s?|equipe médica|farmacêutic[oa]|advogad[oa]|consultor\\w*|orientação)\\b",
  decisionOrder:
    "\\baja (?:hoje mesmo|hoje|já|agora)\\b|\\b(?:largue|abandone|deixe) (?:seu|sua|o|a) (?:emprego|trabalho|faculdade|curso|estudos|relacionamento|namoro) (?:hoje|já|agora)\\b|\\b(?:peça|entregue) (?:sua )?demissão\\b|\\b(?:faça isso|vá em frente|dê o passo) (?:hoje|já|agora)\\b",
  referral: {
    health:
      "\\b(?:médic[oa]s?|doutora?|equipe médica|enfermeir[oa]s?|especialistas?|farmacêutic[oa]|psicólog[oa]|terapeuta|profissiona(?:l|is) (?:de saúde|qualificad[oa]s?)|cuidador[ae]?s?|orientação médica|posto de saúde|veterinári[oa]s?)\\b",
    money:
      "\\b(?:consultor\\w* financeir[oa]|orientação (?:financeira|sobre dívidas)|educador\\w* financeir[oa]|contador[a]?|procon|defensoria pública|profissiona(?:l|is) (?:de finanças|qualificad[oa]s?)|serviço de (?:orientação|apoio) (?:financeira|ao endividado))\\b",
    law: "\\b(?:advogad[oa]s?|orientação jurídica|assistência jurídica|defensoria pública|consultoria jurídica|profissiona(?:l|is) (?:do direito|qualificad[oa]s?))\\b",
    wellbeing:
      "\\b(?:médic[oa]|psicólog[oa]|psiquiatra|terapeuta|cvv|188|centro de valorização da vida|caps|apoio (?:ao|no) luto|grupo de luto)\\b",
  },
  askersBody: "\\b(?:seu (?:próprio )?(?:corpo|diagnóstico|tratamento)|sua (?:própria )?(?:saúde|recuperação|doença|medicação))\\b|\\bseus sintomas\\b|\\bcomo você se sente fisicamente\\b|\\bdeixa você cansad[oa]\\b",
  careTeam: "\\b(?:(?:os|seus) médicos|a equipe médica|sua equipe médica|(?:os|as) (?:enfermeir[oa]s|cuidador[ae]s)|quem cuida del[ae])\\b",
  encouraging: "abra espaço para|abrir espaço para|abrace|abraçar|acolha|acolher|dê as boas-vindas (?:a|à|ao)|deixe-se levar (?:por|pela|pelo)|entregue-se (?:a|à|ao)|cultive|cultivar|alimente|celebre|celebrar|ceda (?:a|à|ao)|permita-se|um bom (?:dia|momento) para",
  outsideAnswered: { reading: "\\b(?:uma|esta) leitura\\b", life: "\\b(?:sua|a sua) (?:própria )?vida\\b" },
  omenOutcome:
    "\\b(?:conduz\\w*|leva\\w*|aponta\\w*|caminha\\w*|segue\\w*|desemboca\\w*|rumo|caminho|história)\\b[^.!?]{0,30}(?:\\b(?:para|até|em direção) (?:a |à )?|\\bà |\\bao )(?:morte|torre)\\b|\\bresultado\\b[^.!?]{0,30}\\b(?:é|está n)a? ?(?:morte|torre)\\b",
  lowMood:
    "\\b(?:nem )?(?:consigo|conseguia) (?:me )?levantar da cama\\b|\\bnão consigo (?:sair da cama|me levantar)\\b|\\b(?:não estou comendo|não como nada|parei de comer)\\b|\\bchoro (?:todo dia|todos os dias|toda noite|o dia todo)\\b|\\b(?:tranc(?:ad[oa]|o-me|o)|me tranco|fico trancad[oa]) no (?:meu )?quarto\\b|\\bnão tenho vontade de nada\\b|\\b(?:me sinto|estou|ando) (?:muito )?(?:vazi[oa]|deprimid[oa]|sem esperança|pra baixo)\\b|\\bnada (?:mais )?faz sentido\\b",
  bereaved:
    "\\b(?:faleceu|falecid[oa]|morreu|partiu (?:em|no|na|há|faz)|se foi (?:em|no|na|há|faz)|nos deixou|(?:perdi|perdemos) (?:a minha|o meu|minha|meu|nossa|nosso) (?:mãe|pai|irmã|irmão|filh[oa]|marido|esposa|avó|avô|vó|vô))\\b",
  negations: "\\b(?:não|nunca|jamais|sem|em vez de|ao invés de|nem)\\b",
};
