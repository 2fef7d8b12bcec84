import { z } from "@/lib/zod";
import { LOCALES } from "@/lib/domain/vocabularies";
import { rngFromText } from "@/lib/random";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import { categoryIdSchema, spreadIdSchema, voiceSchema } from "@/lib/tarot/schemas";
import { getSpread } from "@/lib/tarot/spreads";
import type { DailyPrompt, ReadingPrompt } from "@/lib/writers/types";
import type { Locale } from "@/lib/writers/words";

/**
 * The blind review's sample (issue 45, "Done when"): ten questions per language, written natively and kept
 * apart from eval/corpus.ts so the writer is not tuned on them. Each language asks the same ten kinds of
 * thing in its own words: a relative's illness, debts, an exam, a pet, a legal worry, love, work, an
 * either/or, a one-word question and a long rambling one. The cards are drawn by a generator seeded with
 * the item's id, so every run reviews the same readings. The prompt has no orientation (every card upright).
 */

export const REVIEW_KINDS = ["relative_illness", "debts", "exam", "pet", "legal", "love", "work", "either_or", "one_word", "long"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

const reviewItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  category: categoryIdSchema,
  type: spreadIdSchema,
  voice: voiceSchema,
  question: z.string().min(1),
  followUp: z.string().min(1).optional(),
});

/**
 * A review's questions, ten per language. Besides the table below, a held-out set written by someone who has not
 * seen the writer's code can be given as a JSON file of this shape (eval/review/sample.ts's second argument).
 */
export const reviewQuestionsSchema = z.record(
  z.enum(LOCALES),
  z
    .array(reviewItemSchema)
    .length(REVIEW_KINDS.length)
    .refine((items) => new Set(items.map((item) => item.kind)).size === items.length, "each kind once: an item's id is its language and kind"),
);
export type ReviewQuestions = z.infer<typeof reviewQuestionsSchema>;
type Item = z.infer<typeof reviewItemSchema>;

const QUESTIONS: Record<Locale, readonly Item[]> = {
  es: [
    { kind: "relative_illness", category: "health", type: "three_cards", voice: "gentle", question: "Mi padre está ingresado en el hospital desde el lunes. ¿Se recuperará?", followUp: "¿Y qué puedo hacer yo para ayudarle mientras tanto?" },
    { kind: "debts", category: "general", type: "yes_no", voice: "practical", question: "Tengo deudas con tres tarjetas y no sé por dónde empezar. ¿Saldré de esta?" },
    { kind: "exam", category: "personal_development", type: "yes_no", voice: "direct", question: "¿Aprobaré las oposiciones de junio?" },
    { kind: "pet", category: "general", type: "one_card", voice: "gentle", question: "Mi gata lleva dos días sin comer. ¿Qué le pasa?" },
    { kind: "legal", category: "general", type: "tarot", voice: "practical", question: "Mi casero quiere echarme del piso antes de que acabe el contrato. ¿Qué puedo hacer?" },
    { kind: "love", category: "love", type: "three_cards", voice: "mystic", question: "¿Qué siente Lucía por mí de verdad?" },
    { kind: "work", category: "career", type: "tarot", voice: "direct", question: "Mi jefa me ignora en las reuniones desde hace meses. ¿Cómo mejoro la relación con ella?" },
    { kind: "either_or", category: "general", type: "three_cards", voice: "practical", question: "¿Me quedo en Madrid o vuelvo a Sevilla con mi familia?", followUp: "¿Y si me quedo en Madrid solo un año más?" },
    { kind: "one_word", category: "love", type: "one_card", voice: "mystic", question: "¿Amor?" },
    {
      kind: "long",
      category: "emotions",
      type: "tarot",
      voice: "gentle",
      question:
        "Bueno, no sé muy bien cómo preguntar esto, pero llevo un año raro: cambié de trabajo en marzo, mi pareja y yo discutimos cada vez más por tonterías, mi madre está mayor y cada vez la veo menos porque vivo lejos, y encima no duermo bien. A veces pienso que debería cambiarlo todo y otras que solo estoy cansada. ¿Qué me conviene ahora?",
    },
  ],
  "pt-BR": [
    { kind: "relative_illness", category: "health", type: "yes_no", voice: "gentle", question: "Minha avó foi diagnosticada com câncer. Ela vai ficar bem?" },
    { kind: "debts", category: "general", type: "three_cards", voice: "practical", question: "Estou com o nome sujo e devendo no cartão há dois anos. Como saio dessa?", followUp: "E se eu fizer um acordo com o banco?" },
    { kind: "exam", category: "personal_development", type: "three_cards", voice: "direct", question: "Vou passar no vestibular de medicina este ano?" },
    { kind: "pet", category: "emotions", type: "one_card", voice: "gentle", question: "Meu cachorro está ficando velhinho e cansado. Quanto tempo ainda temos juntos?" },
    { kind: "legal", category: "general", type: "yes_no", voice: "direct", question: "Estou sendo processado por um ex-sócio. Vou ganhar a causa?" },
    { kind: "love", category: "love", type: "tarot", voice: "mystic", question: "Ele vai voltar a falar comigo depois da nossa briga?" },
    { kind: "work", category: "career", type: "tarot", voice: "practical", question: "Devo pedir demissão mesmo sem ter outro emprego em vista?", followUp: "Quando seria o melhor momento para sair?" },
    { kind: "either_or", category: "projects", type: "three_cards", voice: "mystic", question: "Faço mestrado em Portugal ou fico no Brasil e começo a trabalhar?" },
    { kind: "one_word", category: "health", type: "one_card", voice: "practical", question: "Saúde?" },
    {
      kind: "long",
      category: "personal_development",
      type: "tarot",
      voice: "gentle",
      question:
        "Olha, eu nem sei direito o que perguntar. Terminei um relacionamento de seis anos em janeiro, voltei a morar com meus pais, estou num emprego que paga as contas mas que não me diz nada, e todo mundo ao meu redor parece estar com a vida resolvida: casando, tendo filhos, comprando apartamento. Eu sinto que fiquei para trás. Para onde eu vou a partir daqui?",
    },
  ],
  de: [
    { kind: "relative_illness", category: "health", type: "three_cards", voice: "gentle", question: "Mein Bruder liegt nach einem Unfall auf der Intensivstation. Wird er wieder gesund?" },
    { kind: "debts", category: "emotions", type: "tarot", voice: "practical", question: "Ich habe Schulden bei meinen Eltern und traue mich nicht, es anzusprechen. Wie gehe ich damit um?" },
    { kind: "exam", category: "general", type: "yes_no", voice: "direct", question: "Bestehe ich nächste Woche meine Führerscheinprüfung?" },
    { kind: "pet", category: "general", type: "yes_no", voice: "gentle", question: "Unser Kater ist seit drei Tagen verschwunden. Kommt er zurück?", followUp: "Und wo soll ich nach ihm suchen?" },
    { kind: "legal", category: "general", type: "three_cards", voice: "practical", question: "Mein Nachbar hat mich wegen Ruhestörung angezeigt. Was kommt da auf mich zu?" },
    { kind: "love", category: "love", type: "one_card", voice: "mystic", question: "Ist Jonas der Richtige für mich?" },
    { kind: "work", category: "career", type: "three_cards", voice: "direct", question: "Wie komme ich mit meinem neuen Team besser zurecht?" },
    { kind: "either_or", category: "general", type: "tarot", voice: "practical", question: "Soll ich die Wohnung in Leipzig kaufen oder weiter in Berlin zur Miete wohnen?", followUp: "Was, wenn die Zinsen weiter steigen?" },
    { kind: "one_word", category: "career", type: "one_card", voice: "direct", question: "Arbeit?" },
    {
      kind: "long",
      category: "career",
      type: "tarot",
      voice: "gentle",
      question:
        "Also, ich weiß nicht genau, wie ich das formulieren soll. Seit meiner Elternzeit fühle ich mich im Job abgehängt, mein Chef gibt die spannenden Projekte an andere, meine Frau meint, ich soll mich nicht so anstellen, und abends sitze ich oft da und frage mich, ob ich nicht etwas ganz anderes machen sollte, vielleicht eine Schreinerlehre, was ich schon immer wollte. Aber mit zwei Kindern und einem Kredit? Was sagen die Karten dazu?",
    },
  ],
  fr: [
    { kind: "relative_illness", category: "health", type: "yes_no", voice: "gentle", question: "Ma mère vient d'être opérée du cœur. Va-t-elle se rétablir ?", followUp: "Comment puis-je la soutenir pendant sa convalescence ?" },
    { kind: "debts", category: "general", type: "tarot", voice: "direct", question: "J'ai accumulé des dettes de jeu et ma femme ne le sait pas. Comment m'en sortir ?" },
    { kind: "exam", category: "career", type: "three_cards", voice: "gentle", question: "Est-ce que je vais réussir mon concours d'infirmière ?" },
    { kind: "pet", category: "emotions", type: "one_card", voice: "practical", question: "Mon chien a peur de tout depuis notre déménagement. Comment l'aider ?" },
    { kind: "legal", category: "general", type: "three_cards", voice: "direct", question: "Mon ex refuse de me laisser voir les enfants. Est-ce que le juge va me donner raison ?" },
    { kind: "love", category: "love", type: "yes_no", voice: "mystic", question: "Est-ce que Thomas pense encore à moi ?", followUp: "Et moi, est-ce que je devrais lui écrire ?" },
    { kind: "work", category: "career", type: "tarot", voice: "practical", question: "Je m'ennuie au travail depuis deux ans. Quelle direction prendre ?" },
    { kind: "either_or", category: "projects", type: "yes_no", voice: "practical", question: "Vaut-il mieux accepter le stage à Lyon ou celui à Bordeaux ?" },
    { kind: "one_word", category: "love", type: "one_card", voice: "mystic", question: "Amour ?" },
    {
      kind: "long",
      category: "projects",
      type: "tarot",
      voice: "gentle",
      question:
        "Je ne sais pas trop par où commencer. J'ai cinquante-deux ans, mes enfants sont partis de la maison, mon mari et moi nous parlons à peine, et je viens d'apprendre que mon poste sera supprimé à la fin de l'année. Une amie me propose de monter une petite librairie avec elle, mais j'ai peur de perdre mes économies et de me tromper encore une fois. Est-ce le bon moment pour me lancer ?",
    },
  ],
  it: [
    { kind: "relative_illness", category: "health", type: "tarot", voice: "gentle", question: "Mio padre ha l'Alzheimer e peggiora ogni mese. Cosa devo aspettarmi?" },
    { kind: "debts", category: "general", type: "three_cards", voice: "practical", question: "Ho un prestito che non riesco più a pagare. Cosa faccio?", followUp: "E se chiedessi aiuto ai miei genitori?" },
    { kind: "exam", category: "personal_development", type: "yes_no", voice: "direct", question: "Passerò l'esame di maturità?" },
    { kind: "pet", category: "health", type: "one_card", voice: "gentle", question: "Il mio coniglio è stato operato ieri. Si riprenderà?" },
    { kind: "legal", category: "general", type: "yes_no", voice: "practical", question: "Ho ricevuto una multa che secondo me è ingiusta. Conviene fare ricorso?" },
    { kind: "love", category: "love", type: "tarot", voice: "gentle", question: "Come posso riconquistare la fiducia di mia moglie?", followUp: "Quanto tempo ci vorrà?" },
    { kind: "work", category: "career", type: "three_cards", voice: "direct", question: "Il mio collega si prende il merito del mio lavoro. Come devo comportarmi?" },
    { kind: "either_or", category: "career", type: "three_cards", voice: "mystic", question: "Meglio restare a Milano o trasferirmi a Berlino per lavoro?" },
    { kind: "one_word", category: "emotions", type: "one_card", voice: "mystic", question: "Famiglia?" },
    {
      kind: "long",
      category: "personal_development",
      type: "tarot",
      voice: "practical",
      question:
        "Allora, è un periodo complicato e non so bene cosa chiedere. Ho trentaquattro anni, faccio l'insegnante precaria da otto, ogni settembre non so dove mi manderanno, il mio compagno vorrebbe un figlio ma io non mi sento pronta finché non ho un posto fisso, e intanto i miei genitori invecchiano e abitano a cinquecento chilometri. Mi sembra di vivere sempre in attesa. Cosa posso fare per uscire da questo stallo?",
    },
  ],
  en: [
    { kind: "relative_illness", category: "health", type: "three_cards", voice: "gentle", question: "My sister has just been diagnosed with MS. What does the future hold for her?", followUp: "How can I support her without smothering her?" },
    { kind: "debts", category: "general", type: "yes_no", voice: "direct", question: "I'm behind on my rent and my credit cards. Will I ever get out of debt?" },
    { kind: "exam", category: "career", type: "yes_no", voice: "practical", question: "Will I pass the bar exam in July?" },
    { kind: "pet", category: "health", type: "one_card", voice: "gentle", question: "Our old dog has been limping for a week. Should we be worried?" },
    { kind: "legal", category: "career", type: "tarot", voice: "direct", question: "A former client is suing me over an unpaid invoice. How will it turn out?" },
    { kind: "love", category: "love", type: "yes_no", voice: "mystic", question: "Is it time to tell Sam I love him?" },
    { kind: "work", category: "career", type: "three_cards", voice: "direct", question: "I keep getting passed over at work. What am I doing wrong?" },
    { kind: "either_or", category: "general", type: "tarot", voice: "practical", question: "Should I take the job in Leeds or stay in Bristol near my friends?", followUp: "What if I try Leeds for a year?" },
    { kind: "one_word", category: "career", type: "one_card", voice: "practical", question: "Career?" },
    {
      kind: "long",
      category: "emotions",
      type: "tarot",
      voice: "gentle",
      question:
        "OK so this is complicated. I'm 29, I moved to London for a job two years ago, I like the work fine but I don't really have friends here, my girlfriend back home wants me to come back, and my parents keep hinting that my dad's health isn't great though nobody says anything directly. I keep going round in circles and I can't decide anything. What should I do?",
    },
  ],
};

export type ReviewReading = { id: string; locale: Locale; kind: ReviewKind; prompt: ReadingPrompt; followUp?: string };

/** The item's cards: distinct, as many as its spread has positions, the same on every run of the same set. */
function cardsFor(seed: string, id: string, count: number): CardName[] {
  return rngFromText(`${seed}:${id}`).shuffle(CARD_NAMES).slice(0, count);
}

/** Each question with its cards and locale; `seed` names the set, so another set draws other cards. */
export function reviewReadingsOf(questions: Partial<Record<Locale, readonly Item[]>>, seed = "review"): ReviewReading[] {
  return (Object.keys(questions) as Locale[]).flatMap((locale) =>
    (questions[locale] ?? []).map(({ kind, category, type, voice, question, followUp }) => {
      const id = `${locale}-${kind}`;
      const prompt: ReadingPrompt = { question, type, category, voice, locale, cards: cardsFor(seed, id, getSpread(type).cardCount) };
      return { id, locale, kind, prompt, ...(followUp ? { followUp } : {}) };
    }),
  );
}

export const REVIEW_READINGS: readonly ReviewReading[] = reviewReadingsOf(QUESTIONS);

/** Two cards of the day per language, drawn by the same kind of seeded rule, on two fixed dates. */
export const REVIEW_DAILIES: readonly DailyPrompt[] = (Object.keys(QUESTIONS) as Locale[]).flatMap((locale) =>
  rngFromText(`review-daily:${locale}`)
    .shuffle(CARD_NAMES)
    .slice(0, 2)
    .map((card, index) => ({ card, locale, date: `2026-11-${29 + index}` })),
);

/** The order in which a language's readings are written to files: shuffled, so a file's number does not tell its kind. */
export function fileOrder(locale: Locale, readings: readonly ReviewReading[] = REVIEW_READINGS): readonly ReviewReading[] {
  return rngFromText(`review-order:${locale}`).shuffle(readings.filter((reading) => reading.locale === locale));
}
