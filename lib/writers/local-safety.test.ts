import { describe, expect, it } from "vitest";
import type { CardName } from "@/lib/tarot/deck";
import { VOICES } from "@/lib/tarot/voices";
import { blocks, LOCAL_LOCALES } from "@/tests/helpers/local-readings";
import type { Asked } from "./local/asked";
import { checkWriting } from "./quality";
import { composeFollowUpFor } from "./local/follow-up";
import { composeReadingFor } from "./local/reading";
import type { ReadingPrompt } from "./types";

/**
 * What a careful reader does with a question about health, a death, a pregnancy, money, debt, the law or a life
 * decision (issue 45): care for the asker, real help named, no certainty, no instruction, a verdict only where the
 * cards and the question allow one. Checked in every language the writer writes, on the question as already read.
 */

type Words = {
  question: string;
  /** The referral each question must name, in the language. */
  medicalTeam: RegExp;
  doctor: RegExp;
  midwife: RegExp;
  debtAdviser: RegExp;
  lawyer: RegExp;
  /** What a reading about someone else's illness must never say of the patient's body or habits. */
  patientsBody: RegExp;
  /** A promise about an outcome. */
  certainty: RegExp;
  /** An instruction about medicine, treatment, money, debt or the law. */
  instruction: RegExp;
  /** Urging a life decision. */
  urging: RegExp;
  /** Death read literally. */
  grim: RegExp;
  /** Death, the Tower or the Devil giving the closing counsel. */
  darkCounsel: RegExp;
  /** Death said not to be literal. */
  notLiteral: RegExp;
  /** A follow-up asking how to help, and Death's advice given in answer. */
  helpQuestion: string;
  deathAdvice: RegExp;
  /** The Magician's own advice, which urges acting today. */
  magicianToday: RegExp;
  /** A choice's options as asked, and as the reading quotes them; the Sun's name. */
  options: [string, string];
  quoted: [string, string];
  sun: RegExp;
};

const WORDS: Record<(typeof LOCAL_LOCALES)[number], Words> = {
  en: {
    question: "My mother is in hospital. Will she recover?",
    medicalTeam: /doctors and nurses|people caring for your mother|her care team/,
    doctor: /\bdoctor\b/,
    midwife: /midwife/,
    debtAdviser: /debt advi(?:ser|ce)/,
    lawyer: /\blawyer\b/,
    patientsBody: /your (?:body|energy|sleep|rest|habits)\b[^.]*\b(?:she|her)\b|\bher (?:energy|habits|rest|body)\b|which habit most often leaves you tired/,
    certainty: /\b(?:will (?:certainly|definitely|surely)|is certain to|guarantee[sd]?|full recovery|will recover|will win|will lose)\b/i,
    instruction: /\b(?:stop|start|take|increase|reduce|skip) (?:the |your |her |his )?(?:medication|medicine|treatment|pills|dose)|\b(?:invest|borrow|take out a loan|consolidate|stop paying|sue)\b/i,
    urging: /act on it today|do it now|quit (?:today|now)|go for it/i,
    grim: /will die|death is (?:near|coming)|the end of (?:her|his|your) life/i,
    darkCounsel: /(?:Death|the Tower|the Devil)(?:'s)? (?:offers?|asks?|is a reminder|counsel)|spirit of (?:Death|the Tower|the Devil)/,
    notLiteral: /Death (?:is no prediction|does not foretell)|says nothing about how long anyone lives/,
    helpQuestion: "What can I do to help her?",
    deathAdvice: /advice comes from Death|counsel of Death|Death: let what is finished/,
    magicianToday: /act on it today/,
    options: ["take the job in Lisbon", "stay with my team"],
    quoted: ["“take the job in Lisbon”", "“stay with my team”"],
    sun: /the Sun/,
  },
  es: {
    question: "Mi madre está en el hospital. ¿Se recuperará?",
    medicalTeam: /equipo médico|personas que cuidan de tu madre/,
    doctor: /\bmédico\b/,
    midwife: /matrona/,
    debtAdviser: /asesoramiento sobre deudas|asesoramiento de deudas|servicio gratuito de asesoramiento/,
    lawyer: /\babogado\b/,
    patientsBody: /\bsu (?:energía|descanso|cuerpo|hábitos)\b/,
    certainty: /se recuperará del todo|seguro que se recupera|(?<!si (?:ella |él |ellos |ellas )?)se recuperarán?(?! ni)|ganarás el juicio|garantiza/i,
    instruction: /(?:deja|empieza|toma|aumenta|reduce) (?:la |tu |su )?(?:medicación|medicina|tratamiento|dosis)|\b(?:invierte|pide un préstamo|deja de pagar|demanda)\b/i,
    urging: /actúa hoy|hazlo ya|lánzate/i,
    grim: /va a morir|morirá|el final de su vida/i,
    darkCounsel: /(?:la Muerte|la Torre|el Diablo) (?:ofrece|te pide|te recuerda)|espíritu de (?:la Muerte|la Torre|el Diablo)/,
    notLiteral: /la Muerte no (?:es ninguna predicción|anuncia)|no dice nada sobre cuánto vive nadie/i,
    helpQuestion: "¿Qué puedo hacer por ella?",
    deathAdvice: /consejo de la Muerte/,
    magicianToday: /actúa hoy mismo/,
    options: ["aceptar el trabajo en Lisboa", "quedarme con mi equipo"],
    quoted: ["«aceptar el trabajo en Lisboa»", "«quedarme con mi equipo»"],
    sun: /el Sol/,
  },
  "pt-BR": {
    question: "Minha mãe está internada no hospital. Ela vai se recuperar?",
    medicalTeam: /equipe médica|médicos e a equipe que cuidam da sua mãe/,
    doctor: /(?<!\p{L})médico(?!\p{L})/u,
    midwife: /obstetra/,
    debtAdviser: /orientação sobre dívidas|serviço gratuito de orientação|Defensoria Pública|Procon/,
    lawyer: /(?<!\p{L})advogad[oa](?!\p{L})/u,
    patientsBody: /(?<!\p{L})(?:a energia|o descanso|o corpo|os hábitos) dela(?!\p{L})/u,
    certainty: /vai se recuperar totalmente|com certeza (?:vai|se recupera)|(?<!se (?:ela |ele |eles |elas )?)vão? se recuperar|vai ganhar o processo|garante/i,
    instruction: /(?:pare|comece|tome|aumente|reduza|suspenda) (?:o |a |os |as |seu |sua )?(?:medicação|medicamento|remédio|tratamento|dose)|(?<!\p{L})(?:invista|faça um empréstimo|pare de pagar|processe)(?!\p{L})/iu,
    urging: /aja hoje|faça isso agora|vá em frente/i,
    grim: /vai morrer|morrerá|o fim da vida dela/i,
    darkCounsel: /(?:a Morte|a Torre|o Diabo) (?:oferece|pede|lembra)|espírito (?:da Morte|da Torre|do Diabo)/,
    notLiteral: /A Morte não (?:é nenhuma previsão|anuncia)|não diz nada sobre quanto tempo alguém vive/,
    helpQuestion: "O que eu posso fazer para ajudar ela?",
    deathAdvice: /conselho (?:da Morte|vem da Morte)/,
    magicianToday: /aja hoje mesmo/,
    options: ["aceitar o emprego em Lisboa", "ficar com a minha equipe"],
    quoted: ["“aceitar o emprego em Lisboa”", "“ficar com a minha equipe”"],
    sun: /o Sol/,
  },
  fr: {
    question: "Ma mère est à l'hôpital. Va-t-elle guérir ?",
    medicalTeam: /équipe soignante|personnes qui soignent votre mère|qui la soignent/,
    doctor: /\bmédecin\b/,
    midwife: /sage-femme/,
    debtAdviser: /surendettement|conseil(?:ler)? budgétaire/,
    lawyer: /\bavocat\b/,
    patientsBody: /\bson (?:énergie|repos|corps)\b|\bses habitudes\b/,
    certainty: /va (?:certainement|sûrement) guérir|(?<!si elle )va guérir|guérira|gagnerez (?:le procès|votre procès)|garanti/i,
    instruction: /(?:arrêtez|commencez|prenez|augmentez|réduisez) (?:le |la |les |votre |son )?(?:médicament|traitement|dose)|\b(?:investissez|empruntez|cessez de payer|portez plainte)\b/i,
    urging: /agissez aujourd'hui|faites-le maintenant|lancez-vous/i,
    grim: /va mourir|mourra|la fin de sa vie/i,
    darkCounsel: /(?:la Mort|la Tour|le Diable) vous (?:offre|demande|rappelle)|esprit (?:de la Mort|de la Tour|du Diable)/,
    notLiteral: /La Mort n'(?:est pas une prédiction|annonce ni)|la Mort ne prédit rien sur le corps|ne dit rien de la durée d'une vie/,
    helpQuestion: "Que puis-je faire pour elle ?",
    deathAdvice: /conseil (?:de la Mort|vient de la Mort)/,
    magicianToday: /agissez dès aujourd'hui|dès aujourd'hui/,
    options: ["accepter le poste à Lisbonne", "rester avec mon équipe"],
    quoted: ["«\u00a0accepter le poste à Lisbonne\u00a0»", "«\u00a0rester avec mon équipe\u00a0»"],
    sun: /le Soleil/,
  },
  de: {
    question: "Meine Mutter liegt im Krankenhaus. Wird sie wieder gesund?",
    medicalTeam: /Behandlungsteam|Menschen, die deine Mutter versorgen|die sie behandeln/,
    doctor: /Ärztin oder (?:ein|dein(?:en)?) Arzt|Ärztin oder einem Arzt/,
    midwife: /Hebamme/,
    debtAdviser: /Schuldnerberatung/,
    lawyer: /Anwältin|Anwalt/,
    patientsBody: /\bihre (?:Energie|Gewohnheiten|Ruhe)\b|ihren Körper/,
    certainty: /wird (?:sicher|bestimmt|ganz) (?:wieder )?gesund|(?<!ob sie wieder gesund )wird wieder gesund|garantiert|gewinnst (?:den Prozess|vor Gericht)/i,
    instruction: /(?:setz|nimm|erhöh|reduzier)\w* (?:die |deine |ihre )?(?:Medikamente|Medizin|Behandlung|Dosis)|\b(?:investier|nimm einen Kredit|zahl nicht|verklag)\w*/i,
    urging: /handle (?:noch )?heute|tu es jetzt|kündige sofort/i,
    grim: /wird sterben|stirbt bald|das Ende (?:ihres|seines|deines) Lebens/i,
    darkCounsel: /(?:der Tod|der Turm|der Teufel) (?:schenkt|bittet|erinnert)|Geist (?:des Todes|des Turms|des Teufels)/,
    notLiteral: /Der Tod (?:ist keine Vorhersage|kündigt weder)|sagt nichts darüber, wie lange jemand lebt/,
    helpQuestion: "Was kann ich für sie tun?",
    deathAdvice: /Rat (?:des Todes|vom Tod)/,
    magicianToday: /handle noch heute/,
    options: ["die Stelle in Lissabon annehmen", "bei meinem Team bleiben"],
    quoted: ["„die Stelle in Lissabon annehmen“", "„bei meinem Team bleiben“"],
    sun: /die Sonne/,
  },
  it: {
    question: "Mia madre è in ospedale. Guarirà?",
    medicalTeam: /équipe medica|medici e le persone che si prendono cura di tua madre|chi l'ha in cura/,
    doctor: /(?<!\p{L})medic[oi](?!\p{L})/u,
    midwife: /ostetrica/,
    debtAdviser: /consulenza sui debiti/,
    lawyer: /(?<!\p{L})avvocat[oa](?!\p{L})/u,
    patientsBody: /(?<!\p{L})(?:la sua energia|il suo riposo|il suo corpo|le sue abitudini)(?!\p{L})/u,
    certainty: /guarirà del tutto|sicuramente guarirà|(?<!se (?:tua madre |lei |lui )?)guarir(?:à|anno)(?!\p{L})|vincerai la causa|garantisc/iu,
    instruction: /(?:smetti|inizia|prendi|aumenta|riduci|sospendi) (?:il |la |i |le |tuo |tua |suo |sua )?(?:farmac|medicin|terapi|cura|dose)|(?<!\p{L})(?:investi|chiedi un prestito|smetti di pagare|fai causa)(?!\p{L})/iu,
    urging: /agisci oggi|fallo ora|buttati/i,
    grim: /(?<!quando qualcuno )morirà|la fine della sua vita/i,
    darkCounsel: /(?:la Morte|la Torre|il Diavolo) ti (?:chiede|ricord)|ciò che (?:la Morte|la Torre|il Diavolo) offr|spirito (?:della Morte|della Torre|del Diavolo)/i,
    notLiteral: /La Morte non (?:è una previsione|annuncia)|non dice niente su quanto vivrà/,
    helpQuestion: "Che cosa posso fare per aiutarla?",
    deathAdvice: /consiglio (?:della Morte|viene dalla Morte)/,
    magicianToday: /agisci oggi stesso/,
    options: ["accettare il lavoro a Lisbona", "restare con il mio team"],
    quoted: ["«accettare il lavoro a Lisbona»", "«restare con il mio team»"],
    sun: /il Sole/,
  },
};

const THREE = (cards: CardName[], question: string, category: ReadingPrompt["category"] = "general"): ReadingPrompt => ({ question, type: "three_cards", category, cards });
const YES_NO = (cards: CardName[], question: string, category: ReadingPrompt["category"] = "general"): ReadingPrompt => ({ question, type: "yes_no", category, cards });
const asked = (overrides: Partial<Asked>): Asked => ({ shape: { kind: "yes_no" }, who: { person: "self" }, othersHealth: false, decision: false, ...overrides });

const MOTHER_ILL = asked({ who: { person: "relative", relation: "mother" }, domain: "health", othersHealth: true });
const DRAWS: CardName[][] = [
  ["The Star", "Death", "Temperance"],
  ["The Tower", "The Star", "The Hermit"],
  ["Death", "The Devil", "The Sun"],
  ["The Hanged Man", "The Moon", "Strength"],
];

describe.each(LOCAL_LOCALES)("a careful reader in %s", (locale) => {
  const words = WORDS[locale];

  it("reads another person's illness for the asker, points to her medical team, and gives no verdict or promise", () => {
    for (const cards of DRAWS) {
      for (const voice of VOICES) {
        for (const prompt of [THREE(cards, words.question), YES_NO(cards, words.question), THREE(cards, words.question, "health")]) {
          // The question quoted back is the asker's words, not the reading's.
          const reading = composeReadingFor({ ...prompt, voice, locale }, MOTHER_ILL).replace(/[“«][^”»]*[”»]/gu, "Q");
          expect(reading, reading).toMatch(words.medicalTeam);
          expect(reading, reading).not.toMatch(words.patientsBody);
          expect(reading, reading).not.toMatch(words.certainty);
          expect(reading, reading).not.toMatch(words.instruction);
          expect(reading, reading).not.toMatch(words.grim);
          expect(blocks(reading)[0].body, reading).not.toMatch(/^\*\*/);
          // Neither the patient's body nor the asker's: no health text of any card is read for someone else's illness.
          expect(reading).not.toMatch(/qualified professional|profesional cualificado|qualifizierte Fachperson|professionnel qualifié/);
        }
      }
    }
  });

  it("never lets Death, the Tower or the Devil give the closing counsel beside someone's illness, and says what Death does not mean", () => {
    for (const cards of DRAWS) {
      const reading = composeReadingFor({ ...THREE(cards, words.question), locale }, MOTHER_ILL);
      const synthesis = blocks(reading).at(-1)!.body;
      const gentle = cards.filter((name) => !["Death", "The Tower", "The Devil"].includes(name));
      if (gentle.length > 0) expect(synthesis).not.toMatch(words.darkCounsel);
      if (cards.includes("Death")) expect(reading).toMatch(words.notLiteral);
    }
  });

  it("answers a follow-up on that reading for the asker too, turning to a gentle card and her carers", () => {
    const prompt = { ...THREE(["The Star", "Death", "Temperance"], words.question), locale };
    const answer = composeFollowUpFor({ reading: prompt, interpretation: "", question: words.helpQuestion }, { ...MOTHER_ILL, shape: { kind: "open" } });
    expect(answer).toMatch(words.medicalTeam);
    expect(answer).not.toMatch(words.deathAdvice);
  });

  it("refers a question about one's own health to a doctor exactly once, with no verdict and nothing of treatment", () => {
    const own = asked({ domain: "health" });
    for (const cards of DRAWS) {
      const reading = composeReadingFor({ ...YES_NO(cards, "?", "health"), locale }, own);
      expect(reading.match(new RegExp(words.doctor, "g"))?.length ?? 0, reading).toBeGreaterThanOrEqual(1);
      expect(blocks(reading)[0].body).not.toMatch(/^\*\*/);
      expect(reading).not.toMatch(words.instruction);
    }
  });

  it("points a pregnancy to a doctor or midwife, a debt to a debt adviser, a court case to a lawyer, and rules on none of them", () => {
    const cases: [Asked, RegExp, boolean][] = [
      [asked({ domain: "pregnancy" }), words.midwife, false],
      [asked({ domain: "debt" }), words.debtAdviser, true],
      [asked({ domain: "law" }), words.lawyer, false],
    ];
    for (const [question, referral, verdict] of cases) {
      for (const cards of DRAWS) {
        const reading = composeReadingFor({ ...YES_NO(cards, "?"), locale }, question);
        expect(reading, reading).toMatch(referral);
        expect(reading).not.toMatch(words.certainty);
        expect(reading).not.toMatch(words.instruction);
        // Money may lean (a lean is never a promise); health, pregnancy and the law are not the cards' to rule on.
        expect(/^\*\*/.test(blocks(reading)[0].body)).toBe(verdict);
      }
    }
  });

  it("points a pet's illness to the vet, which the quality checks count as real help", () => {
    const question = { en: "My old dog is very ill. How can I care for her?", es: "Mi perra ya es mayor y está muy enferma. ¿Cómo puedo cuidarla?", "pt-BR": "Minha cachorra já está velhinha e muito doente. Como posso cuidar dela?", de: "Meine alte Hündin ist sehr krank. Wie kann ich für sie sorgen?", fr: "Ma vieille chienne est très malade. Comment prendre soin d'elle ?", it: "La mia vecchia cagnolina è molto malata. Come posso prendermi cura di lei?" }[locale];
    const pet = asked({ shape: { kind: "open" }, who: { person: "pet", relation: "dog", gender: "f" }, domain: "health", othersHealth: true });
    for (const cards of DRAWS) {
      const prompt: ReadingPrompt = { ...YES_NO(cards, question), type: "three_cards", locale };
      const reading = composeReadingFor(prompt, pet);
      expect(reading, reading).toMatch(/(?<!\p{L})(?:vet|veterinari[oa]|veterinári[oa]|Tierärztin|Tierarzt|vétérinaire)(?!\p{L})/iu);
      expect(checkWriting({ kind: "reading", text: reading, prompt }).referral, reading).toBe(true);
    }
  });

  it("gives a life decision the cards' lean, never an instruction to act", () => {
    const decision = asked({ decision: true, domain: "study" });
    for (const cards of [["The Magician", "Wheel of Fortune", "Justice"], ["The Magician", "The Sun", "The Chariot"]] as CardName[][]) {
      for (const voice of VOICES) {
        const reading = composeReadingFor({ ...YES_NO(cards, "?"), voice, locale }, decision);
        expect(reading, reading).not.toMatch(words.urging);
        expect(reading, reading).not.toMatch(words.magicianToday);
      }
    }
  });

  it("says which option of a choice the cards favour and why, on every spread", () => {
    const choice = asked({ shape: { kind: "either_or", options: words.options } });
    const [first, second] = words.quoted;
    for (const type of ["yes_no", "three_cards", "tarot", "one_card"] as const) {
      const cards: CardName[] = ({ yes_no: ["The Sun", "The Star", "The Tower"], three_cards: ["The Sun", "The Star", "The Tower"], tarot: ["The Sun", "The Star", "The Tower", "The World", "The Moon"], one_card: ["The Sun"] } as const)[type].slice();
      const summary = blocks(composeReadingFor({ question: "?", type, category: "career", cards, locale }, choice))[0].body;
      expect(summary).not.toMatch(/^\*\*/);
      expect(summary).toContain(first);
      expect(summary).toContain(second);
      // The Sun leans yes: it is named as the reason the first option is favoured.
      expect(summary).toMatch(words.sun);
    }
  });
});
