import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Forza",
  keywords: {
    upright: ["forza interiore", "coraggio", "compassione", "pazienza", "influenza gentile", "autocontrollo"],
    reversed: ["dubbi su di sé", "insicurezza", "emozioni incontrollate", "scarsa fiducia in sé", "impazienza", "perdita di sangue freddo"],
  },
  summary:
    "Una donna chiude con calma le fauci di un leone a mani nude: la Forza è il coraggio silenzioso e la pazienza che domano un'energia feroce senza ricorrere alla violenza.",
  upright:
    "In questa carta una donna vestita di bianco, inghirlandata di fiori e sormontata dal segno dell'infinito, posa le mani sulla bocca di un leone. Non c'è lotta e non ci sono armi. Il leone, creatura del segno del Leone e della passione allo stato puro, si piega al suo tocco perché lei lo affronta con fermezza invece che con paura. La dolcezza diventa una forma di potere. La forza, in questo senso, non è dominio, ma la calma sicurezza che nasce dal conoscerti e dall'accettarti." +
    "\n\n" +
    "La carta ti chiede di affrontare le sfide con pazienza, gentilezza e capacità di resistere. La rabbia, il desiderio o la paura non sono nemici da schiacciare: sono energie potenti con cui si può fare amicizia e che si possono guidare. La compassione, verso te stesso e verso gli altri, otterrà più di uno sforzo bruto. Fidati: una perseveranza gentile, ripetuta giorno dopo giorno, può smuovere ciò che nessuna spinta ha mai smosso.",
  reversed:
    "Capovolta, sembra che sia il leone ad avere la meglio. Potresti essere preso dai dubbi su di te, convinto di non avere il coraggio per ciò che ti aspetta, oppure travolto da sentimenti che divampano in sfoghi. Le tue risorse interiori ti sembrano irraggiungibili, anche se non sono andate da nessuna parte. Forse hai recitato la parte del duro così a lungo che il coraggio più silenzioso è rimasto inutilizzato, oppure l'impazienza ti spinge a forzare un risultato che solo il tempo può portare." +
    "\n\n" +
    "Questa posizione ti chiede di ricostruire la fiducia con delicatezza, perché la durezza verso te stesso rende il leone solo più selvaggio. Ripensa ai momenti in cui hai affrontato più di quanto ti aspettassi, e appoggiati a quella prova. Piccoli atti di coraggio, un riposo sincero e parole gentili rivolte a te stesso ricostruiscono il legame tra te e la tua forza, così potrai affrontare la situazione con una mano più ferma.",
  categories: {
    general:
      "Hai più capacità di resistenza di quanto forse immagini. Affronta la situazione con pazienza e tranquilla sicurezza: con ogni probabilità cederà a uno sforzo costante e gentile più che alla forza bruta.",
    love:
      "La Forza favorisce un amore costruito sulla pazienza, sulla compassione e sulla maturità emotiva. La passione c'è, ma è temperata dalla tenerezza, così i momenti difficili possono essere affrontati con la comprensione invece che con le lotte di potere.",
    career:
      "Sul lavoro vincono la perseveranza calma e l'intelligenza emotiva. Forse hai a che fare con persone esigenti o con una forte pressione: mantenere la grazia sotto sforzo ti fa guadagnare rispetto, e un impegno costante costruisce nel tempo la sicurezza economica.",
    health:
      "Questa carta invita a riflettere sulla capacità di resistere e su una disciplina gentile: un riposo regolare, abitudini che ti nutrono e il modo in cui ti parli nei giorni difficili. L'energia tende a tornare con la pazienza più che con gli eccessi, e chiedere sostegno è già di per sé un atto di forza.",
    personal_development:
      "La lezione è il coraggio bilanciato dalla compassione. Impara a fare amicizia con i tuoi istinti invece di reprimerli, e considera ogni battuta d'arresto un'occasione per esercitare la pazienza.",
    spirituality:
      "La forza spirituale sta nell'unione tra l'istinto e la volontà superiore, come mostra il segno dell'infinito sopra la testa della donna. Le pratiche che coltivano la gentilezza amorevole e una presenza stabile rendono più profonda questa unione.",
    projects:
      "I progressi possono sembrare lenti, ma la perseveranza porterà il progetto a compimento. Mantieni la calma sotto pressione, guida incoraggiando più che comandando e lascia che sia la costanza a fare il lavoro pesante.",
    emotions:
      "Stai imparando a contenere sentimenti forti senza lasciarti dominare da loro. Offriti calore e pazienza, e ne seguirà una sicurezza con i piedi per terra, senza bisogno di mettersi in mostra.",
    creativity:
      "La passione creativa ora è ardente, quindi incanalala con cura. Lascia che il sentimento grezzo alimenti la prima stesura, poi dagli forma con la stessa mano gentile e ferma che la donna offre al suo leone.",
  },
  advice: "Affronta ciò che è selvaggio dentro e intorno a te con pazienza e gentilezza, non con la forza.",
  yesNoReason:
    "Un coraggio calmo e la perseveranza rendono probabile un buon esito, perciò la Forza risponde sì.",
  element: "Fuoco",
  astrology: "Leone",
  imageAlt:
    "Una donna in abito bianco, con fiori intrecciati tra i capelli e avvolti intorno alla vita e il segno dell'infinito sopra la testa, chiude delicatamente le fauci di un grande leone rosso-arancio. Stanno su un terreno verde sotto un cielo giallo, con una montagna azzurra in lontananza.",
};
