import "server-only";

/** Words, stems and quotations as the checks read them: plain text, whatever the markdown around it. */

/** The text without markdown's marks: headings' hashes, emphasis, and the backslashes that escape a quoted question. */
export function plainText(markdown: string): string {
  return markdown.replace(/\\(.)/g, "$1").replace(/^#{1,6}\s+/gm, "").replace(/[*_`]+/g, "");
}

/** The words of a text, lowercased: runs of letters, digits and inner apostrophes or hyphens. */
export function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  // French and Italian elide an article or pronoun into the next word ("l'amour", "dell'anno"): the word is what follows.
  return words.map((word) => word.replace(/^(?:[cdjlmnst]|qu|dell|all|nell|sull|dall|un)['’](?=\p{L})/u, ""));
}

export function wordCount(markdown: string): number {
  return wordsOf(plainText(markdown)).length;
}

/** Sentences of a paragraph of prose: ends at . ! ? (or the end), each with a word in it. */
export function sentencesOf(markdown: string): string[] {
  return plainText(markdown)
    .split(/(?<=[.!?…])["”’)]*\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/**
 * Shared stems count as the same word ("teams" and "team", "feeling" and "feels", "volverá" and "volver"): an
 * English ending taken off, then the first five letters without accents.
 */
export function stem(word: string): string {
  const bare = word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  return bare.replace(/(?<=\p{L}{3})(?:ing|ed|es|s|ly)$/u, "").slice(0, 5);
}

/**
 * Words that carry no topic in the six languages of our questions: articles, pronouns, auxiliaries, question
 * words, and the words every question about the future shares ("should", "will", "future").
 */
const STOP_WORDS = new Set(
  [
    // English
    "a an the and or but if of to in on at for with about from by into onto over under than then so as is are was were be been being am do does did done doing have has had having what how why when where who whom whose which this that these those it its it's i i'm i'll me my mine myself you your yours yourself we us our they them their he him his she her hers can could should would will shall may might must not no yes any some more most much many very just also there here now ever still yet going get got let lets make made tell say says said know think want wants need needs happen happens happening future next soon really please come coming far lately right time keep keeps trying try card cards reading tarot question ask asking answer all one two way something anything thing things one's",
    // German
    "der die das den dem des ein eine einen einem einer eines und oder aber wenn ob von zu im in am an auf für mit über aus bei ist sind war waren sein bin bist hat habe haben hatte wird werden würde wurde soll sollte sollen kann könnte können mag muss was wie warum wann wo wer welche welcher welches dies diese dieser dieses es ich mich mir mein meine meinen meiner du dich dir dein deine wir uns unser ihr sie er ihn ihm sein seine nicht kein keine ja nein noch schon mehr sehr auch jetzt bald zukunft gehen geht",
    // Spanish
    "el la los las un una unos unas y o pero si de del al a en con por para sobre es son era ser estar está están fue será debo debería puedo puede podría va voy vas qué que cómo como por qué cuándo cuando dónde donde quién cual cuál este esta esto estos estas ese esa eso lo le les me mi mis yo tú tu tus te nos nuestro nuestra se su sus él ella ellos no sí ya más muy también ahora pronto futuro",
    // French
    "le la les l un une des et ou mais si de du d au aux à en dans avec pour par sur est sont était être suis sera serai dois devrais puis peut pourrait vais va que qu quoi comment pourquoi quand où qui quel quelle quels quelles ce cet cette ces ça cela je j me m moi mon ma mes tu te t toi ton ta tes nous notre nos vous votre vos il elle ils elles se s son sa ses lui leur ne pas non oui plus très aussi maintenant bientôt avenir futur y",
    // Portuguese
    "o a os as um uma uns umas e ou mas se de do da dos das em no na nos nas com por para sobre é são era ser estar está estão foi será devo deveria posso pode poderia vai vou que quê como porque por quando onde quem qual este esta isto esse essa isso eu me mim meu minha meus minhas tu te você seu sua nós nosso nossa ele ela eles elas lhe não sim já mais muito também agora breve futuro",
    // Italian
    "il lo la i gli le un uno una e o ma se di del della dei delle a al alla in nel nella con per su sul è sono era essere sarà devo dovrei posso può potrebbe vado va che cosa come perché quando dove chi quale questo questa questi queste quello quella ciò io mi me mio mia miei mie tu ti te tuo tua noi ci nostro nostra voi lui lei loro si suo sua non no sì già più molto anche ora adesso presto futuro",
  ]
    .join(" ")
    .split(/\s+/),
);

/** The words of a question that say what it is about: no stop words, nothing shorter than three letters. */
export function contentWords(text: string): string[] {
  return [...new Set(wordsOf(text).filter((word) => word.length > 2 && !STOP_WORDS.has(word)))];
}

const QUOTED = /“[^”]*”|„[^“”]*[“”]|«[^»]*»|"[^"\n]*"/g;

/**
 * The text without its quotations of the question: quoting a question is not answering it. A quotation is the
 * question when nearly all of its words are the question's and it holds nearly all of them; one of its options
 * quoted ("the Sun speaks for “take the job”") stays.
 */
export function withoutQuotedQuestion(text: string, question: string): string {
  const asked = new Set(wordsOf(question));
  if (asked.size === 0) return text;
  return text.replace(QUOTED, (quoted) => {
    const words = new Set(wordsOf(quoted));
    const shared = [...words].filter((word) => asked.has(word)).length;
    return words.size > 0 && shared / words.size >= 0.8 && shared / asked.size >= 0.8 ? " " : quoted;
  });
}

/** Whether any word of the text shares a stem with the word. */
export function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map(stem));
}
