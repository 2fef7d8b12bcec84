import { describe, expect, it } from "vitest";
import { analyseQuestion } from ".";

describe("the subject by role, not by the order of the word lists", () => {
  it.each([
    ["en", "Our tortoise Gerald hasn't woken up properly from hibernation. He's about 40 and he was my mum's before she gave him to us. Is he going to be ok?", "pet", "Our tortoise"],
    ["es", "El perro de mi madre no come desde hace días. ¿Se va a recuperar?", "pet", "El perro"],
    ["pt-BR", "O gato da minha mãe está muito magro. Ele vai ficar bem?", "pet", "O gato"],
    ["de", "Der Hund meiner Mutter frisst seit Tagen nicht mehr. Wird er wieder gesund?", "pet", "Hund"],
    ["fr", "Le chat de ma mère ne mange plus depuis trois jours. Va-t-il s'en remettre ?", "pet", "Le chat"],
    ["it", "Il nostro coniglio nano Birillo non si fa più prendere in braccio dai bambini dopo la visita dal veterinario. Si fida ancora di noi?", "pet", "coniglio"],
  ])("(%s) an owner or an agent is not the subject: %j", (_, question, kind, phrase) => {
    expect(analyseQuestion(question).subject).toMatchObject({ kind, phrase });
  });

  it.each([
    ["en", "My mum gave us a rabbit last spring. Is he going to be ok?", "pet"],
    ["es", "Mi madre nos regaló un conejo. ¿Él va a estar bien?", "pet"],
    ["pt-BR", "Minha mãe nos deu um coelho. Ele vai ficar bem?", "pet"],
    ["de", "Meine Mutter hat uns einen Hund geschenkt. Wird er gesund?", "pet"],
    ["fr", "Ma mère nous a donné un lapin. Est-ce qu'il va guérir ?", "pet"],
    ["it", "Mia madre ci ha regalato un coniglio. Lui guarirà?", "pet"],
  ])("(%s) a pronoun in the asking sentence is the nearest one named before it whom it fits: %j", (_, question, kind) => {
    expect(analyseQuestion(question).subject).toMatchObject({ kind });
  });

  it.each([
    ["en", "My mum's health worries me. Will she recover?", "mother"],
    ["es", "Estoy preocupada por mi madre y su perro. ¿Se recuperará?", "mother"],
    ["de", "Ich mache mir Sorgen mit meiner Mutter und ihrem Hund. Wird sie gesund?", "mother"],
  ])("(%s) the one a matter or a worry belongs to is still the subject: %j", (_, question, relative) => {
    expect(analyseQuestion(question).subject).toMatchObject({ kind: "person", relative });
  });
});

describe("grandparents are a grandmother or a grandfather", () => {
  it.each([
    ["en", "Will my nan get better?", "grandmother"],
    ["en", "Is my grandad going to come home?", "grandfather"],
    ["en", "Will my gran be ok?", "grandmother"],
    ["en", "Will gramps pull through?", "grandfather"],
    ["es", "¿Mi yaya se pondrá bien?", "grandmother"],
    ["es", "¿Mi abuelo volverá a casa?", "grandfather"],
    ["pt-BR", "A minha vovó vai melhorar?", "grandmother"],
    ["pt-BR", "O meu avô vai voltar para casa?", "grandfather"],
    ["de", "Wird meine Omi wieder gesund?", "grandmother"],
    ["de", "Kommt mein Opa bald nach Hause?", "grandfather"],
    ["fr", "Est-ce que ma mémé va guérir ?", "grandmother"],
    ["fr", "Mon papy va-t-il rentrer à la maison ?", "grandfather"],
    ["it", "La mia nonnina guarirà?", "grandmother"],
    ["it", "Il nonno tornerà a casa?", "grandfather"],
  ])("(%s) %j", (_, question, relative) => {
    expect(analyseQuestion(question).subject).toMatchObject({ kind: "person", person: "relative", relative });
  });
});

describe("words of a domain that are not about it", () => {
  it.each([
    ["en", "Will my health insurance claim be paid this month?"],
    ["en", "I'm a nurse. Will I get the promotion I applied for?"],
    ["es", "¿Me van a aprobar el seguro médico que pedí?"],
    ["es", "Trabajo en un hospital. ¿Me darán el ascenso?"],
    ["pt-BR", "O meu plano de saúde vai aprovar o reembolso?"],
    ["pt-BR", "Sou enfermeira. Vou conseguir a promoção?"],
    ["de", "Wird meine Krankenversicherung die Rechnung bezahlen?"],
    ["de", "Ich arbeite im Krankenhaus. Bekomme ich die Beförderung?"],
    ["fr", "Est-ce que ma mutuelle va rembourser les frais ?"],
    ["fr", "Je suis infirmière. Est-ce que j'aurai la promotion ?"],
    ["fr", "Je travaille à l’hôpital. Est-ce que j’aurai la promotion ?"],
    ["fr", "Mon assurance santé va-t-elle rembourser les frais ?"],
    ["it", "L'assicurazione sanitaria mi rimborserà le spese?"],
    ["it", "Lavoro in ospedale. Otterrò la promozione?"],
  ])("(%s) are not the asker's health: %j", (_, question) => {
    const analysis = analyseQuestion(question);
    expect(analysis.domains).not.toContain("health");
    expect(analysis.othersHealth).toBe(false);
  });

  it.each([
    ["en", "Will my health improve this year?"],
    ["es", "¿Mejorará mi salud este año?"],
    ["pt-BR", "A minha saúde vai melhorar?"],
    ["de", "Wird meine Gesundheit besser?"],
    ["fr", "Ma santé va-t-elle s'améliorer ?"],
    ["it", "La mia salute migliorerà?"],
  ])("(%s) leave the asker's own health a health question: %j", (_, question) => {
    expect(analyseQuestion(question).domains).toContain("health");
  });
});

describe("a time since which something has been so", () => {
  it.each([
    ["en", "My dad has been low since this morning. Will he feel better?", "today"],
    ["es", "Mi madre está triste desde esta mañana. ¿Se sentirá mejor?", "today"],
    ["pt-BR", "Minha mãe está triste desde o ano passado. Ela vai melhorar?", "past"],
    ["de", "Meine Oma Hildegard wird seit Weihnachten immer dementer. Wie viel Zeit bleibt uns noch?", "season"],
    ["fr", "Ma mère est triste depuis ce matin. Va-t-elle aller mieux ?", "today"],
    ["it", "Mia madre è triste da Natale. Starà meglio?", "season"],
  ])("(%s) is not a time asked about: %j", (_, question, frame) => {
    expect(analyseQuestion(question).timeFrame).not.toBe(frame);
  });

  it.each([
    ["en", "Will my dad feel better this morning?", "today"],
    ["de", "Werde ich an Weihnachten nach Hause fahren?", "season"],
    ["it", "Tornerò a casa per Natale?", "season"],
  ])("(%s) leaves a time asked about as it is: %j", (_, question, frame) => {
    expect(analyseQuestion(question).timeFrame).toBe(frame);
  });
});

describe("a name given beside a person or a pet", () => {
  it.each([
    ["en", "My grandad Ray has been moved to the stroke ward. Will he come home again?", "Ray"],
    ["en", "Our tortoise Gerald hasn't woken up from hibernation. Is he going to be ok?", "Gerald"],
    ["es", "Mi perro Toby no come. ¿Se pondrá bien?", "Toby"],
    ["pt-BR", "O meu filho Davi vai passar na escola?", "Davi"],
    ["de", "Meine Oma Hildegard erkennt mich nicht mehr. Wie viel Zeit bleibt uns?", "Hildegard"],
    ["fr", "Mon fils Mathis va-t-il revenir ?", "Mathis"],
    ["it", "Il mio cane Birillo guarirà?", "Birillo"],
  ])("(%s) is kept: %j", (_, question, name) => {
    expect(analyseQuestion(question).subject).toMatchObject({ name });
  });

  it.each([
    ["de", "Ich habe Angst, dass meine Mutter Krebs hat. Wird sie gesund?"],
    ["en", "Will my mum Be ok?"],
  ])("(%s) is no word of the language: %j", (_, question) => {
    expect(analyseQuestion(question).subject).not.toHaveProperty("name");
  });
});

describe("a person's word inside a longer one", () => {
  it.each([
    ["fr", "Ma grand-mère est à l'hôpital après un AVC. Va-t-elle s'en remettre ?", "grandmother"],
    ["fr", "Mon grand-père a fait une chute. Va-t-il s'en remettre ?", "grandfather"],
  ])("(%s) is the longer word's person, never the shorter's: %j", (_, question, relative) => {
    expect(analyseQuestion(question).subject).toMatchObject({ kind: "person", relative });
  });
});
