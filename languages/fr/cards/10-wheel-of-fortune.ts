import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Roue de Fortune",
  keywords: {
    upright: ["cycles", "changement", "tournant", "chance", "destin", "moment opportun"],
    reversed: ["revers", "résistance au changement", "malchance", "schémas répétitifs", "retards", "sentiment d'impuissance"],
  },
  summary:
    "Une grande roue tourne parmi les nuages, élevant certaines choses et en abaissant d'autres : un tournant, et le rappel que toute situation évolue par cycles.",
  upright:
    "La Roue de Fortune flotte dans un ciel de nuages, marquée de lettres et de symboles alchimiques. Un sphinx armé d'une épée trône calmement à son sommet, un serpent glisse le long d'un côté et une figure à tête de chacal remonte de l'autre. Aux quatre coins, un ange, un aigle, un taureau et un lion lisent dans des livres ouverts, témoins imperturbables de toute cette rotation. La vie avance par cycles, et en ce moment la roue est en mouvement." +
    "\n\n" +
    "Cette carte annonce souvent un changement de fortune, fréquemment favorable, ou un moment où les circonstances évoluent d'une façon que vous n'aviez pas prévue. Son lien avec Jupiter, planète de l'expansion et de la chance, laisse entrevoir des occasions pour qui reste attentif. Vous ne pouvez pas contrôler chaque rayon, mais vous pouvez choisir votre manière de réagir. Accueillez ce mouvement avec souplesse, et préparez-vous à agir quand votre tour viendra.",
  reversed:
    "À l'envers, la roue peut sembler tourner contre vous. Des retards, des revers inattendus ou une série de malchances peuvent vous donner un sentiment d'impuissance, ou vous remarquez peut-être que la même situation revient encore et encore, comme un schéma que vous n'avez pas encore brisé. Il est tentant de tout mettre sur le compte du destin, mais ce point de vue peut masquer les choix qui vous restent ouverts." +
    "\n\n" +
    "La résistance rend souvent les choses plus difficiles : s'accrocher à ce qui était, ou exiger que la roue s'arrête là où elle vous plaisait. Rappelez-vous que les descentes font elles aussi partie du cycle et ne dureront pas éternellement. Repérez les aspects du schéma sur lesquels vous avez prise, apprenez ce que cette phase vous enseigne, et préparez-vous en silence. La roue continue de tourner, et vous pouvez remonter avec elle.",
  categories: {
    general:
      "Les circonstances évoluent, et un tournant est peut-être plus proche qu'il n'y paraît. Restez souple, guettez les ouvertures qui arrivent sans prévenir, et rappelez-vous qu'aucune phase, heureuse ou difficile, ne reste figée longtemps.",
    love:
      "La Roue peut coïncider avec une rencontre due au hasard, un changement soudain dans l'équilibre d'une relation ou le retour d'une personne du passé. Suivez le mouvement plutôt que de vous cramponner, et voyez si un vieux schéma amoureux demande enfin à être brisé.",
    career:
      "Un changement professionnel ou financier est peut-être dans l'air : une ouverture inattendue, une mise en relation heureuse ou un cycle qui touche à sa fin. Placez-vous de façon à profiter de la remontée en entretenant vos compétences et vos contacts, et évitez de tout miser sur la seule chance.",
    health:
      "Réfléchissez aux rythmes naturels de votre énergie, aux heures et aux saisons où elle est plus forte ou plus faible. Travailler avec ces cycles, et laisser vos routines s'assouplir au gré des changements de la vie, soutient généralement mieux l'équilibre que de lutter contre eux.",
    personal_development:
      "La leçon est de faire la paix avec le changement tout en apprenant à repérer vos propres schémas récurrents. Repensez aux tournants passés pour voir ce que vous en avez appris, et ce que vous ne cessez de répéter.",
    spirituality:
      "La Roue parle de karma, de cycles et d'un ordre plus vaste derrière les événements. Prêtez attention aux coïncidences chargées de sens, et cultivez un centre calme, comme le moyeu immobile de la roue, qui reste stable pendant que la jante tourne.",
    projects:
      "Le choix du moment compte énormément à présent. Une occasion peut surgir soudainement : gardez le projet prêt à démarrer, et prévoyez de la marge pour les évolutions que personne ne peut anticiper.",
    emotions:
      "Les humeurs peuvent monter et descendre comme la jante de la roue, les circonstances changeant plus vite que les sentiments ne peuvent se poser. Ancrez-vous dans les choses et les personnes qui restent constantes pendant que le reste bouge.",
    creativity:
      "L'inspiration peut arriver par vagues inattendues, ou une idée abandonnée peut refaire surface, enfin mûre. Suivez les saisons créatives : travaillez dur dans les phases ascendantes et laissez-vous en jachère pendant les accalmies.",
  },
  advice: "Gardez souplesse et vigilance pendant que la roue tourne, pour saisir l'occasion quand elle passera à votre portée.",
  yesNoReason:
    "Rien n'est encore joué : l'issue dépend du moment et de votre manière de réagir au changement, si bien que la Roue répond peut-être.",
  element: "Feu",
  astrology: "Jupiter",
  imageAlt:
    "Une grande roue orange, inscrite de lettres et de symboles alchimiques, tourne parmi les nuages ; un sphinx bleu tenant une épée est perché à son sommet, un serpent jaune glisse le long de son flanc gauche et une figure rouge à tête de chacal remonte sur sa droite. Aux quatre coins, les figures ailées d'un ange, d'un aigle, d'un taureau et d'un lion lisent des livres ouverts.",
};
