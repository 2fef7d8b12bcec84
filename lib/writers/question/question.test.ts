import { describe, expect, it } from "vitest";
import { analyseQuestion, questionTopicWords } from ".";

describe("a question's shape", () => {
  it.each([
    ["Should I take the job in Lisbon or stay with my team?", ["take the job in Lisbon", "stay with my team"]],
    ["¿Me quedo o me voy?", ["Me quedo", "me voy"]],
    ["Soll ich bleiben oder gehen?", ["bleiben", "gehen"]],
    ["Devo ficar ou partir?", ["ficar", "partir"]],
    ["Dois-je rester ou partir ?", ["rester", "partir"]],
    ["Est-ce que je dois rester ou partir ?", ["rester", "partir"]],
    ["Dovrei restare o partire?", ["restare", "partire"]],
    ["Lisbon or Porto?", ["Lisbon", "Porto"]],
  ])("finds the two options of %j", (question, options) => {
    expect(analyseQuestion(question)).toMatchObject({ shape: "either_or", options });
  });

  it.each([
    "Will I get the job?",
    "Does he love me or not?",
    "Was it a mistake?",
    "¿Volverá mi ex conmigo?",
    "Wird er zurückkommen?",
    "Va-t-il revenir ?",
    "Est-ce qu'il m'aime ?",
    "O meu ex vai voltar?",
    "Il mio ex tornerà?",
  ])("reads %j as a yes/no question", (question) => {
    expect(analyseQuestion(question).shape).toBe("yes_no");
  });

  it.each(["What do I need to know today?", "Was soll ich tun?", "¿Qué me depara el futuro?", "Pourquoi est-ce si dur ?", "Por que ele foi embora?", "Perché sono triste?", "Tell me about my career"])(
    "reads %j as an open question",
    (question) => {
      expect(analyseQuestion(question).shape).toBe("open");
    },
  );

  it.each([
    ["Love?", "love"],
    ["¿El amor?", "amor"],
    ["Geld?", "geld"],
    ["Dinheiro", "dinheiro"],
    ["L'amour ?", "amour"],
    ["Lavoro?", "lavoro"],
    ["Tarot?", "Tarot"],
  ])("reads %j as a one-word question about %j", (question, word) => {
    expect(analyseQuestion(question)).toMatchObject({ shape: "one_word", word });
  });
});

describe("who and what a question is about", () => {
  it.each([
    ["en", "My mother is in hospital. Will she recover?", { kind: "person", person: "relative", relative: "mother", phrase: "My mother" }, ["health"]],
    ["es", "Mi madre está ingresada en el hospital. ¿Se recuperará?", { kind: "person", person: "relative", relative: "mother", phrase: "Mi madre" }, ["health"]],
    ["pt-BR", "Meu pai está internado. Ele vai se recuperar?", { kind: "person", person: "relative", relative: "father", phrase: "Meu pai" }, ["health"]],
    ["de", "Meine Oma liegt im Krankenhaus. Wird sie wieder gesund?", { kind: "person", person: "relative", relative: "grandmother", phrase: "Meine Oma" }, ["health"]],
    ["fr", "Ma sœur est à l'hôpital. Va-t-elle guérir ?", { kind: "person", person: "relative", relative: "sibling", phrase: "Ma sœur" }, ["health"]],
    ["it", "Mio figlio è malato. Guarirà presto?", { kind: "person", person: "child", phrase: "Mio figlio" }, ["health"]],
  ] as const)("reads a %s question about a relative's illness as another person's health", (language, question, subject, domains) => {
    const analysis = analyseQuestion(question);
    expect(analysis).toMatchObject({ language, subject, othersHealth: true });
    expect(analysis.domains).toEqual(expect.arrayContaining([...domains]));
  });

  it.each([
    ["en", "Will my back pain get better soon?"],
    ["es", "¿Se curará pronto mi dolor de espalda?"],
    ["de", "Werde ich wieder gesund?"],
  ] as const)("reads a %s question about the asker's own health as theirs", (language, question) => {
    expect(analyseQuestion(question)).toMatchObject({ language, othersHealth: false, domains: expect.arrayContaining(["health"]) });
  });

  it.each([
    ["How will I ever pay off my debts?", "debt"],
    ["¿Ganaré el juicio contra mi casero?", "law"],
    ["Werde ich die Prüfung bestehen?", "study"],
    ["Vou conseguir engravidar este ano?", "pregnancy"],
    ["Dois-je déménager à Lyon ?", "home"],
    ["Riuscirò a trovare lavoro?", "work"],
  ])("names the matter of %j", (question, matter) => {
    expect(analyseQuestion(question).subject).toEqual({ kind: "matter", matter });
  });

  it("names a pet", () => {
    expect(analyseQuestion("Will my dog get better after the surgery?")).toMatchObject({ subject: { kind: "pet", phrase: "my dog" }, othersHealth: true });
    expect(analyseQuestion("¿Mi gato se pondrá bien?").subject).toEqual({ kind: "pet", phrase: "Mi gato" });
  });
});

describe("a decision and a time frame", () => {
  it.each([
    ["Should I leave university to start my own business?", true],
    ["¿Debería dejar la universidad para montar mi negocio?", true],
    ["Soll ich kündigen?", true],
    ["Will I get the job?", false],
    ["What should I focus on?", false],
  ])("reads %j as a decision: %s", (question, decision) => {
    expect(analyseQuestion(question).decision).toBe(decision);
  });

  it.each([
    ["Will I find love this year?", "year"],
    ["¿Encontraré trabajo este mes?", "month"],
    ["Wird er sich diese Woche melden?", "week"],
    ["Vais-je réussir aujourd'hui ?", "today"],
    ["Vou me mudar em breve?", "soon"],
    ["Tra cinque anni sarò felice?", "years"],
    ["Will I be happy?", null],
  ])("reads the time frame of %j as %s", (question, frame) => {
    expect(analyseQuestion(question).timeFrame).toBe(frame);
  });
});

describe("the language to answer in", () => {
  it("is the question's, else the page's, else English", () => {
    expect(analyseQuestion("Wird meine Arbeit bald besser werden?", "es").locale).toBe("de");
    expect(analyseQuestion("Tarot?", "it")).toMatchObject({ language: null, locale: "it" });
    expect(analyseQuestion("Tarot?").locale).toBe("en");
  });
});

describe("a question's topic words", () => {
  it("leave out each language's stop words and fillers", () => {
    expect(questionTopicWords("What does the future hold for my career?")).toEqual(["hold", "career"]);
    expect(questionTopicWords("¿Qué me depara el futuro en el trabajo?")).toEqual(["depara", "trabajo"]);
  });
});

describe("a question read again", () => {
  it("gives the same analysis, shared and frozen so that no reader of it can change another's", () => {
    const first = analyseQuestion("Will my sister recover from her illness this year?", "en");
    const again = analyseQuestion("Will my sister recover from her illness this year?", "en");
    expect(again).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.subject) && Object.isFrozen(first.domains)).toBe(true);
    expect(() => (first.domains as string[]).push("money")).toThrow(TypeError);
  });

  it("is read anew under another page's language", () => {
    expect(analyseQuestion("Tarot?", "de").locale).toBe("de");
    expect(analyseQuestion("Tarot?", "es").locale).toBe("es");
  });
});
