import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 18,
  numeral: "XVIII",
  keywords: {
    upright: ["intuition", "illusion", "uncertainty", "dreams", "the subconscious", "anxiety", "hidden things"],
    reversed: ["clarity returning", "releasing fear", "secrets surfacing", "self-deception", "repressed emotions", "misjudgment"],
  },
  summary:
    "A dreaming moon lights a path between two towers while a dog and a wolf howl and a crayfish crawls from the water. By night, not everything is as it seems.",
  upright:
    "A full moon holding a crescent profile gazes down with closed eyes as drops of light fall toward the earth. Below, a dog and a wolf bay at the sky, one tame and one wild, while a crayfish crawls out of a pool onto a path that winds between two towers toward distant hills. The scene is strange, dreamlike and only half lit. This is the realm of intuition, imagination and whatever stirs beneath the surface.\n\n" +
    "When the Moon appears, clarity may be hard to come by. Information is incomplete, feelings are magnified, and fears can take on shapes larger than the facts support. Rather than forcing certainty, move slowly and trust your instincts while checking them against reality. Pay attention to dreams, recurring images and gut reactions; they may carry messages your rational mind has missed. The path is there, even if you can see only a few steps of it.",
  reversed:
    "In reverse, the Moon often signals that the fog is beginning to lift. Confusion gives way to understanding, a deception comes to light, or a fear you have carried turns out to be smaller than it seemed. You may feel real relief as you start to see the situation by daylight.\n\n" +
    "The reversal can also point inward: emotions you have pushed down, anxieties you have not named, or a habit of telling yourself a more comfortable story than the true one. If so, gently bring these things into view. Journaling, talking with someone you trust, or simply noticing your reactions can help. Be careful with decisions made while you are still disoriented, and let new clarity settle before acting on it. Like the crayfish climbing from the pool, what rises from the depths can be met and understood.",
  categories: {
    general:
      "The Moon suggests that the situation is not yet fully visible and that emotions or assumptions may be colouring your view. Move carefully, trust your intuition, and wait for more light before drawing firm conclusions.",
    love:
      "In relationships, there may be unspoken feelings, mixed signals or projections that blur the picture. Avoid jumping to conclusions; gentle, honest conversations help separate real concerns from imagined ones.",
    career:
      "At work, information may be incomplete or agendas unclear. Double-check details, be cautious with contracts or financial promises that seem vague, and listen to your instincts about people while you gather facts.",
    health:
      "This card prompts reflection on sleep, dreams and the way worry can drain your energy. Restful evenings, calming routines and noticing what unsettles you may help; if anxiety or sleeplessness persists, talking to a professional is a caring step.",
    personal_development:
      "Growth comes from exploring your inner world: dreams, fears and the stories you tell yourself. Facing what lurks in the shadows with curiosity instead of dread builds genuine self-understanding.",
    spirituality:
      "Spiritually, the Moon opens the door to intuition, dreamwork and the mysteries of the unconscious. Honour these experiences, but stay grounded and discerning about what you accept as truth.",
    projects:
      "Plans may be surrounded by uncertainty or hidden variables. Proceed step by step, test your assumptions, and hold off on full commitment until the way forward becomes clearer.",
    emotions:
      "Feelings may run deep and be hard to name, with anxieties rising at night or in quiet moments. Let yourself feel without believing every fear; morning often brings a kinder perspective.",
    creativity:
      "Creatively, the Moon is a rich source of imagery, symbolism and dreamlike ideas. Follow strange associations, keep a dream journal, and let the work stay mysterious for a while before you give it shape.",
  },
  advice: "Let your intuition guide you through the unclear stretch, but check your fears against the facts before you act.",
  yesNo: "maybe",
  yesNoReason:
    "The Moon leans maybe because the situation is still shrouded in uncertainty and the full picture has not yet come to light.",
  element: "Water",
  astrology: "Pisces",
  imageAlt:
    "A large yellow moon with a crescent-shaped face in profile shines over a path that winds between two grey towers toward distant mountains, while drops of light fall from it. A dog and a wolf howl up at the moon, and a crayfish crawls out of a pool in the foreground.",
};
