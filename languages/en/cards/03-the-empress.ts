import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 3,
  numeral: "III",
  keywords: {
    upright: ["abundance", "nurturing", "fertility", "sensuality", "natural growth", "comfort"],
    reversed: ["creative block", "smothering care", "self-neglect", "dependence", "stagnation", "overindulgence"],
  },
  summary:
    "Among ripening wheat and a running stream, the Empress embodies growth that comes from care: creativity, comfort and plenty that flourish when tended with patience.",
  upright:
    "Everything around the Empress is alive and ripening. Wheat grows thick at her feet, a waterfall tumbles out of the forest behind her, and the heart-shaped shield at her side carries the sign of Venus, planet of love and pleasure. She is the great nurturer of the deck, and her presence signals a season in which what you have planted, whether relationships, ideas or an actual garden, is ready to flourish." +
    "\n\n" +
    "She asks you to engage fully with the senses: good food, touch, beauty, time outdoors. Abundance in her world does not come from pushing harder but from creating conditions in which growth happens by itself. Care for others generously, and remember that you are also someone who deserves tending. Comfort here is not laziness; it is fertile ground.",
  reversed:
    "In reverse, the Empress's waterfall slows to a trickle. Creativity may feel blocked, or the care you give has tipped into over-giving, leaving you depleted while everyone else leans on you. Sometimes the pattern runs the other way, and affection turns smothering, with help pressed on people who never asked for it." +
    "\n\n" +
    "Overindulgence can appear too, comfort sought in excess because something deeper is going unfed. Another version is neglect of the body and senses: living in your head, skipping meals, forgetting what pleasure feels like. The remedy is gentle and practical, and rest is not a reward you must earn. Reconnect with the natural world, restore your own reserves first, and let things grow at their own pace rather than demanding fruit from a seed planted yesterday.",
  categories: {
    general:
      "This is a fruitful, generous card: something in your life is growing well and deserves continued care. Lean into comfort, beauty and patience, and let results ripen in their own season.",
    love:
      "The Empress brings warmth, affection and sensual connection, often describing a relationship deepening into something nurturing and secure. Express love through attentive care and physical presence; for some people, she also touches on family, home-making or pregnancy.",
    career:
      "Growth and material abundance are possible, particularly in work that nurtures, beautifies or creates. Treat your career like a garden: invest steadily, be generous with colleagues, and let prosperity accumulate rather than chasing quick returns.",
    health:
      "Notice how well you nourish yourself, in every sense: meals you enjoy, time among trees or water, restful sleep and simple pleasure in your body. The Empress values balance over strict regimes, so watch for places where caring for others has crowded out caring for you.",
    personal_development:
      "Self-worth grows when you treat yourself with the kindness you readily show others. Practise receiving, whether compliments, help or rest, as a skill just as valuable as giving.",
    spirituality:
      "Spirituality here is earthy and embodied: the sacred found in seasons, soil, making and the body itself. Gardening, walking slowly, cooking with attention or marking nature's cycles can become genuine practice.",
    projects:
      "A project already under way is gathering strength and may soon be ready to harvest. Keep tending it steadily, make the working environment pleasant, and resist the urge to dig up the roots just to check that they are growing.",
    emotions:
      "You may feel contented, loving and emotionally full, or simply more at home in your own skin. If instead you feel drained, take it as a sign to refill your own cup before pouring more for others.",
    creativity:
      "The Empress is among the most creative forces in the deck, fertile with ideas that want to be born. Work with texture, colour and the senses, and let the making itself be pleasurable rather than a test you must pass.",
  },
  advice: "Nurture what you love, yourself included, and give it the time it needs to grow.",
  yesNo: "yes",
  yesNoReason:
    "The Empress leans toward yes because her energy is fertile and generous, favouring growth and a warm outcome.",
  element: "Earth",
  astrology: "Venus",
  imageAlt:
    "A fair-haired woman wearing a crown of stars and a white gown patterned with pomegranates sits on red cushions holding a sceptre, a heart-shaped shield bearing the symbol of Venus beside her. Golden wheat grows at her feet, and a waterfall flows from a dark green forest under a yellow sky.",
};
