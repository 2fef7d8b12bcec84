import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Der Wagen",
  keywords: {
    upright: ["Entschlossenheit", "Willenskraft", "Sieg", "Schwung", "Selbstdisziplin", "klare Richtung"],
    reversed: ["Orientierungslosigkeit", "Kontrollverlust", "gegensätzliche Kräfte", "Aggression", "stockender Fortschritt", "erzwungene Ergebnisse"],
  },
  summary:
    "Ein junger Sieger fährt aus der Stadt hinaus und lenkt eine schwarze und eine weiße Sphinx allein mit seinem Willen: gebündelter Antrieb, der widerstreitende Kräfte in Vorwärtsbewegung verwandelt.",
  upright:
    "Der Lenker des Wagens hält keine Zügel. Er steht aufrecht in einem steinernen Wagen unter einem Sternenbaldachin, Mondsicheln auf den Schultern und einen Stab in der Hand, während vor ihm zwei Sphingen ruhen, eine schwarze und eine weiße. Was sie gemeinsam in Bewegung hält, ist weder Leder noch Peitsche, sondern seine Konzentration. Hinter ihm liegt die ummauerte Stadt, die er verlässt; vor ihm das Land, das er erobern will." +
    "\n\n" +
    "Diese Karte kündigt einen Triumph durch Entschlossenheit an. Vielleicht ziehen Herz und Kopf oder konkurrierende Anforderungen dich in entgegengesetzte Richtungen, doch gerade wenn du beide einspannst, statt eine aufzugeben, stellt sich der Erfolg ein. Bleib diszipliniert, behalte das Ziel im Blick und fahr los. Die Verbindung zum Krebs erinnert daran, dass eine Rüstung oft ein empfindsames Herz schützt; die Zuversicht kommt hier aus innerer Festigkeit, nicht aus Prahlerei.",
  reversed:
    "Auf dem Kopf stehend ziehen die Sphingen gegeneinander, und der Wagen kommt nicht von der Stelle. Pläne geraten ins Stocken, die Motivation sinkt, oder du hast das Gefühl, dass das Leben dich lenkt statt umgekehrt. Frust kann in Aggression umschlagen oder in sturköpfiges Drängen, das nur Treibstoff verbrennt. Vielleicht versuchst du, zwei Fahrzeuge gleichzeitig zu steuern, versprichst Fortschritt an allen Fronten und kommst an keiner voran." +
    "\n\n" +
    "Frag dich, wo deine Richtung verschwommen ist. Vielleicht jagst du einem Ziel nach, das eigentlich jemand anderem gehört, oder versuchst, Ergebnisse zu erzwingen, die sich durch Druck nicht einstellen. Halte inne, zieh Bilanz und richte dich neu aus, bevor du weiterdrängst; lass die Tiere ruhen, bevor du sie wieder laufen lässt. Manchmal besteht der eigentliche Sieg darin, die Herrschaft über dich selbst zurückzugewinnen, dann einen Weg zu wählen und dabei zu bleiben.",
  categories: {
    general:
      "Fortschritt ist in Reichweite, wenn du deine Energie sammelst und dranbleibst. Halte dein Ziel fest vor Augen und lass dich nicht von widerstreitenden Kräften zur Seite zerren.",
    love:
      "Der Wagen verlangt klare Absichten in der Liebe, ob du um jemanden wirbst oder eine Beziehung durch eine schwierige Strecke steuerst. Der Schlüssel liegt darin, Unabhängigkeit und Partnerschaft auszubalancieren, und die Dinge können sich schnell entwickeln, sobald beide in dieselbe Richtung wollen.",
    career:
      "Ehrgeiz wird belohnt: Eine Beförderung, ein Sieg im Wettbewerb oder ein hart erkämpftes Ziel ist begünstigt. Bewältige widersprüchliche Anforderungen mit Disziplin und behalte die Ziellinie im Blick; auch Dienstreisen können eine Rolle spielen.",
    health:
      "Dein Antrieb ist eine Ressource, die Aufmerksamkeit verdient: Entschlossenheit kann gesunde Routinen befeuern, doch unerbittliches Antreiben kann den Tank leeren. Halte Anstrengung und Erholung im Gleichgewicht und orientiere dich daran, wie du dich tatsächlich fühlst, nicht allein an deiner Willenskraft.",
    personal_development:
      "Fokus und Selbstdisziplin sind die Lektionen. Lerne, gegensätzliche Seiten in dir, etwa Vorsicht und Mut, gemeinsam ins Geschirr zu spannen, statt sie um das Steuer kämpfen zu lassen.",
    spirituality:
      "Die spirituelle Aufgabe ist hier die Meisterung des Selbst: Instinkt und Gefühl mit einem ruhigen, bewussten Willen lenken. Eine Praxis, die du auch an Tagen mit schwankender Motivation beibehältst, baut echte innere Autorität auf.",
    projects:
      "Der Schwung ist auf deiner Seite. Setze feste Etappenziele, sorge dafür, dass alle Beteiligten an einem Strang ziehen, und triff entschlossene Entscheidungen, wenn Hindernisse auftauchen, statt den ganzen Wagen von ihnen aufhalten zu lassen.",
    emotions:
      "Vielleicht fühlst du dich angetrieben, selbstsicher und bereit für eine Herausforderung, während starke Gefühle auf ein Ziel hin gebündelt sind. Schütze deine weichere Seite, aber lass nicht zu, dass die Rüstung die Menschen aussperrt, denen du wichtig bist.",
    creativity:
      "Lenke deine kreative Energie aufs Fertigstellen: Fristen und ausdauernde Arbeit bringen ein Werk über die Ziellinie. Verbinde gegensätzliche Einflüsse und Ideen, statt zwischen ihnen zu wählen; die Spannung ist dein Motor.",
  },
  advice: "Halte deine Richtung mit ruhiger Konzentration und lass dich von deiner Entschlossenheit an den Kräften vorbeitragen, die an dir zerren.",
  yesNoReason:
    "Ausdauernder Einsatz und eine klar gewählte Richtung sprechen für ein Ja, solange du am Steuer bleibst.",
  element: "Wasser",
  astrology: "Krebs",
  imageAlt:
    "Ein junger Wagenlenker in Rüstung, mit einer von einem Stern gekrönten Krone, steht in einem steinernen Wagen unter einem blauen Sternenbaldachin, hält einen Stab und trägt Mondsicheln auf den Schultern. Vor dem Wagen ruhen zwei Sphingen, eine schwarze und eine weiße, und hinter einem Fluss erhebt sich eine ummauerte Stadt mit roten Dächern.",
};
