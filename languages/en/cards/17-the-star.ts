import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 17,
  numeral: "XVII",
  keywords: {
    upright: ["hope", "healing", "renewal", "inspiration", "serenity", "faith in the future", "generosity"],
    reversed: ["discouragement", "loss of faith", "disconnection", "self-doubt", "depleted reserves", "lack of direction"],
  },
  summary:
    "Under a great eight-pointed star, a kneeling woman pours water onto both land and pool. After the storm comes calm, hope and quiet renewal.",
  upright:
    "After the upheaval of the Tower, the Star arrives like clear night air. A woman kneels at the edge of a pool, one foot resting on the water and one knee on the earth. From two jugs she pours freely, one stream back into the pool and another onto the land, where it branches into small rivulets. Above her blazes a large eight-pointed star ringed by seven smaller ones, and a bird perches in a tree behind her.\n\n" +
    "This card brings hope that is quiet rather than loud. You are being refilled, slowly and steadily, after a period of strain. The woman's openness suggests that you can lower your guard a little and trust that renewal is under way. Inspiration flows when you stop rationing it. Share what you have, tend your wounds with patience, and let a sense of purpose guide you the way a bright star guides a traveller at night.",
  reversed:
    "When the Star is reversed, its light feels dimmer. You may be tired, discouraged or doubting whether things can improve. Perhaps you have been pouring from your jugs for others without refilling them, or you have lost touch with the sense of meaning that usually carries you.\n\n" +
    "Stars do not vanish when clouds cover them, though. This reversal asks you to reconnect with small sources of hope rather than waiting for a grand sign: a conversation with someone who understands, time outdoors, a modest goal you can actually reach. Notice the stories you are telling yourself about the future, and question the ones that leave no room for change. If the heaviness lingers, reaching out for support is wise. Faith tends to return gradually, often through simple acts of care.",
  categories: {
    general:
      "The Star brings renewed hope and a sense that things are quietly improving. Trust the direction you are moving in, and let yourself be guided by what genuinely inspires you.",
    love:
      "In relationships, this card suggests healing, openness and a gentle renewal of trust. Singles may find that being authentically themselves draws the right attention, and couples can rediscover a shared vision after a difficult stretch.",
    career:
      "Professionally, the Star favours work aligned with your ideals and long-term hopes. Recognition may come gradually, so keep showing your real talents and consider where your work can serve something beyond yourself.",
    health:
      "Think of replenishment: rest, fresh air, water and whatever truly restores your energy. Recovery of any kind is a gentle, ongoing process, and leaning on a professional's guidance when you need it is part of tending yourself well.",
    personal_development:
      "Growth comes through reconnecting with your deeper hopes and letting them shape your choices. Self-compassion and a long view will take you further than pressure or comparison.",
    spirituality:
      "Spiritually, the Star is a card of grace and quiet faith. Contemplation under an open sky, prayer or meditation can help you feel connected to something larger and benevolent.",
    projects:
      "Plans guided by a clear vision are favoured. Keep the long-term goal in sight, share your ideas openly, and let early signs of promise encourage you without rushing to finish.",
    emotions:
      "You may feel calmer and more hopeful after a hard period. Let that softness in; your emotional reserves are being restored even if the process seems slow.",
    creativity:
      "Creatively, inspiration flows as freely as water from the Star's jugs. Follow the ideas that feel luminous, create for the joy of it, and let your work carry hope to others.",
  },
  advice: "Let hope refill you gently, and share your light without rationing it.",
  yesNo: "yes",
  yesNoReason:
    "The Star leans yes, promising a hopeful outcome that tends to unfold gradually rather than all at once.",
  element: "Air",
  astrology: "Aquarius",
  imageAlt:
    "A naked woman kneels at the edge of a pool, one foot on the water, pouring from two red jugs: one stream into the pool and one onto the green land. A large yellow eight-pointed star shines in the blue sky among seven smaller white stars, and a bird perches in a tree behind her.",
};
