import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Grande Prêtresse",
  keywords: {
    upright: ["intuition", "savoir caché", "quiétude", "l'inconscient", "mystère", "voix intérieure"],
    reversed: ["intuition ignorée", "non-dits", "repli sur soi", "pensée superficielle", "confusion", "coupure avec soi-même"],
  },
  summary:
    "Assise entre un pilier sombre et un pilier clair, la Grande Prêtresse garde le voile de l'invisible et vous invite à écouter sous la surface avant d'agir.",
  upright:
    "La Grande Prêtresse ne se presse pas. Elle siège sur un seuil, entre le pilier noir marqué B et le pilier blanc marqué J, un rouleau à demi caché sur les genoux et un croissant de lune à ses pieds. Derrière elle pend un voile brodé de grenades qui masque ce qui se trouve au-delà. Elle représente ce que l'on sait sans pouvoir l'expliquer : la tranquille certitude de l'intuition, des rêves et des petits signaux du corps." +
    "\n\n" +
    "La tirer suggère que la réponse dont vous avez besoin ne viendra ni d'un surcroît d'informations ni d'opinions plus bruyantes. Prenez du recul, faites silence et remarquez ce que vous pressentez déjà. Certaines choses sont faites pour rester secrètes un temps, et une vérité n'a pas toujours besoin d'être dite pour être comprise. La patience n'est pas ici de la passivité : c'est ainsi que l'image plus profonde devient nette.",
  reversed:
    "À l'envers, le voile devient un mur. Vous passez peut-être outre votre instinct parce qu'il dérange, vous remplissez chaque moment de calme avec du bruit, ou vous vous fiez aux verdicts des autres plutôt qu'à votre propre ressenti. Des informations importantes pourraient être cachées, à vous ou par vous. Commérages et demi-vérités risquent de s'engouffrer dans le silence, là où devrait se trouver une vraie compréhension." +
    "\n\n" +
    "Cette position peut aussi signaler des secrets qui commencent à peser sur une situation, ou un retrait qui a glissé d'une saine discrétion vers l'isolement. Ménagez-vous un peu d'espace pour renouer avec vous-même : une promenade sans écouteurs, une page de journal intime, une soirée écrans éteints, un rêve noté avant qu'il ne s'efface. La Prêtresse n'a pas quitté son siège ; elle attend simplement que vous l'écoutiez de nouveau.",
  categories: {
    general:
      "Tout n'est pas encore visible, et forcer une décision maintenant reviendrait peut-être à agir en ne connaissant que la moitié de l'histoire. Observez, attendez et faites confiance aux impressions qui reviennent doucement, encore et encore.",
    love:
      "Il peut y avoir des sentiments tus, une attirance plus pressentie que déclarée, ou un partenaire qui a besoin d'espace avant de s'ouvrir. Laissez l'intimité grandir par une écoute attentive, et fiez-vous à ce que votre instinct perçoit du caractère de quelqu'un plutôt qu'à ses seules paroles.",
    career:
      "La discrétion vous sert au travail en ce moment : gardez vos projets confidentiels jusqu'à ce qu'ils soient prêts et sentez l'ambiance avant de prendre la parole. La recherche, l'accompagnement, l'enseignement et tout rôle qui repose sur la perspicacité sont favorisés, et une intuition au sujet d'un collègue ou d'une affaire mérite votre attention.",
    health:
      "Cette carte vous invite à prêter attention aux signaux subtils, comme la fatigue, l'agitation ou les changements de sommeil et d'humeur. Des routines paisibles et un repos sans hâte vous aident à les entendre, et si quelque chose persiste, en parler à un professionnel est une bonne façon de prendre au sérieux ce que vous remarquez.",
    personal_development:
      "On grandit ici par l'écoute intérieure : un carnet de rêves, la méditation ou simplement du temps pour soi, sans se presser. Apprenez à distinguer l'anxiété de l'intuition ; la seconde parle en général plus calmement et n'a pas besoin de crier.",
    spirituality:
      "Peu de cartes sont aussi ouvertement mystiques que celle-ci. La Grande Prêtresse désigne la pratique contemplative, l'étude ésotérique et la connaissance intérieure directe ; le voile semble mince, et ce que vous recevez maintenant sera peut-être difficile à mettre en mots.",
    projects:
      "Retardez la grande annonce et continuez à rassembler des éclairages, car le moment n'est pas encore mûr pour un lancement public. Profitez de cette phase pour vous documenter discrètement, affiner le concept et repérer les détails qui échappent aux autres.",
    emotions:
      "Les sentiments peuvent être profonds et immobiles, comme l'eau sous une surface gelée. Laissez-leur de la place sans vous précipiter pour les nommer ou les régler, et accordez-vous de l'intimité si cela vous semble juste.",
    creativity:
      "L'inspiration vient des rêves, des symboles et de l'esprit à demi conscient. Gardez un carnet près du lit, suivez les images étranges là où elles vous mènent, et laissez une œuvre garder sa part de mystère au lieu de tout expliquer.",
  },
  advice: "Restez dans le silence assez longtemps pour entendre ce que votre intuition sait déjà.",
  yesNoReason:
    "Son voile cache encore une partie de la réponse : c'est un peut-être qui devrait s'éclaircir avec le temps et la réflexion.",
  element: "Eau",
  astrology: "Lune",
  imageAlt:
    "Une femme vêtue d'amples robes bleues et blanches, coiffée d'une couronne à cornes entourant un disque lunaire et portant une croix sur la poitrine, est assise entre un pilier noir marqué B et un pilier blanc marqué J, un rouleau marqué TORA entre les mains. Un croissant de lune repose à ses pieds, et derrière elle pend un voile orné de grenades et de feuilles de palmier.",
};
