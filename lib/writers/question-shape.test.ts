import { describe, expect, it } from "vitest";
import { questionShape, questionSubject } from "./question-shape";

describe("questionShape", () => {
  it.each([
    ["Should I take the job in Lisbon or stay with my team?", ["take the job in Lisbon", "stay with my team"]],
    ["¿Me quedo o me voy?", ["Me quedo", "me voy"]],
    ["Soll ich bleiben oder gehen?", ["bleiben", "gehen"]],
    ["Devo ficar ou partir?", ["ficar", "partir"]],
    ["Dois-je rester ou partir ?", ["rester", "partir"]],
    ["Est-ce que je dois rester ou partir ?", ["rester", "partir"]],
    ["Dovrei restare o partire?", ["restare", "partire"]],
    ["Is it better to move or to stay?", ["move", "to stay"]],
    ["Which should I choose: the flat in town or the house by the sea?", ["the flat in town", "the house by the sea"]],
    ["Lisbon or Porto?", ["Lisbon", "Porto"]],
  ])("finds the two options of %j", (question, options) => {
    expect(questionShape(question)).toEqual({ kind: "either_or", options });
  });

  it.each([
    "Will I get the job?",
    "Should I call him?",
    "Does he love me or not?",
    "Was it a mistake?",
    "¿Volverá mi ex conmigo?",
    "Wird er zurückkommen?",
    "Soll ich ihm schreiben?",
    "Va-t-il revenir ?",
    "Est-ce qu'il m'aime ?",
    "O meu ex vai voltar?",
    "Il mio ex tornerà?",
    "Devo accettare l'offerta?",
  ])("reads %j as a yes/no question", (question) => {
    expect(questionShape(question)).toEqual({ kind: "yes_no" });
  });

  it.each([
    "What do I need to know today?",
    "What should I do about work or love?",
    "How should I approach my novel?",
    "Was soll ich tun?",
    "Wie geht es weiter?",
    "¿Qué me depara el futuro?",
    "¿Por qué no me llama?",
    "Pourquoi est-ce si dur ?",
    "Por que ele foi embora?",
    "Perché sono triste?",
    "Love",
    "Tell me about my career",
    "",
  ])("reads %j as an open question", (question) => {
    expect(questionShape(question)).toEqual({ kind: "open" });
  });
});

describe("questionSubject", () => {
  it.each([
    ["Should I move to another city?", "whether to move to another city"],
    ["Will my ex come back to me?", "whether your ex will come back to you"],
    ["Is he the right person for me?", "whether he is the right person for you"],
    ["How can I sleep better?", "how you can sleep better"],
    ["What do I need to know about my new manager?", "what you need to know about your new manager"],
    ["Soll ich nach Berlin ziehen?", "nach Berlin ziehen"],
    ["¿Debo mudarme a Madrid?", "mudarme a Madrid"],
  ])("names what %j is about in its own words, turned toward the reader in English", (question, subject) => {
    expect(questionSubject(question)?.text).toBe(subject);
  });

  it("takes a long question's last sentence, or its first clause when the last says little", () => {
    expect(questionSubject("I have worked at the same bank for years, and I am bored. How can I reconnect with my creativity?")?.text).toBe("how you can reconnect with your creativity");
    expect(questionSubject("Ich arbeite seit zehn Jahren in derselben Firma, mein Chef verspricht viel. Was nun?")?.text).toBe("arbeite seit zehn Jahren in derselben Firma");
    expect(questionSubject("   ")).toBeNull();
  });

  it("gives a choice in another language as its two options", () => {
    expect(questionSubject("¿Debo quedarme con él o dejarlo?")).toEqual({ text: "quedarme con él or dejarlo", english: false, options: ["quedarme con él", "dejarlo"] });
  });
});
