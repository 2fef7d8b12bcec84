/** Italian words that carry no topic (lib/writers/question, the quality checks) and tell a text is Italian. */
export const stopWords =
  "il lo la i gli le l l' un uno una un' e ed o ma se di del dello della dell dell' dei degli delle a al allo alla all all' ai agli alle da dal dallo dalla dall dai dagli dalle in nel nello nella nell nell' nei negli nelle con su sul sullo sulla sui sugli sulle per tra fra è sono era essere sarà sarei sarebbe devo dovrei deve posso può potrei potrebbe vado va vai ho ha hai abbiamo hanno che cosa come perché quando dove chi quale quali quanto questo questa questi queste quello quella ciò io mi me mio mia miei mie tu ti te tuo tua tuoi noi ci nostro nostra voi vi lui lei loro si suo sua suoi sue non no sì già più molto anche ora adesso c'è";

/** Words every Italian question about the cards shares: no topic of its own. */
export const fillers = "futuro presto succedere succederà sapere dire dimmi carte carta lettura tarocchi tarot domanda chiedere risposta prossimo prossima davvero cose modo";

/** Letters and spellings of Italian among our languages. */
export const marks = "(?<!\\p{L})(?:c'è|perché|più|cioè)(?!\\p{L})|(?<=\\p{L})[àìò](?!\\p{L})";
