import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Soleil",
  keywords: {
    upright: ["joie", "succès", "vitalité", "confiance", "clarté", "chaleur", "célébration"],
    reversed: ["revers passagers", "enthousiasme terni", "excès de confiance", "succès retardé", "espièglerie bridée", "gaieté forcée"],
  },
  summary:
    "Sous un soleil rayonnant, un enfant monte à cru un cheval blanc et porte une bannière d'un rouge éclatant devant un mur de tournesols. Chaleur, clarté et joie sans réserve.",
  upright:
    "Un grand soleil au visage humain paisible emplit le ciel, ses rayons droits et ondulés s'étendant dans toutes les directions. En dessous, un enfant nu, couronné de fleurs et d'une plume rouge, monte un cheval blanc sans selle ni rênes, un bras grand ouvert, l'autre tenant une bannière rouge qui ondoie. Derrière eux, des tournesols se penchent par-dessus un mur gris. Tout dans cette carte respire l'ouverture : rien de caché, rien de retenu." +
    "\n\n" +
    "Le Soleil compte parmi les cartes les plus positives du jeu. Il apporte la clarté après la confusion, l'énergie après la fatigue, et le sentiment que vous pouvez être pleinement vous-même sans avoir à vous en excuser. Le succès est à portée de main, surtout si vous abordez les choses avec confiance et le cœur léger. Les relations se réchauffent et les plaisirs simples brillent davantage : autorisez-vous à en profiter. L'enfant n'a pas besoin de s'agripper au cheval ; la confiance et le plaisir le portent. Partagez votre chaleur généreusement, car cette lumière grandit quand on la partage.",
  reversed:
    "Même à l'envers, le Soleil continue de briller, bien que des nuages puissent passer devant lui. Vous ressentez peut-être moins d'enthousiasme que d'habitude, rencontrez un petit retard, ou constatez que le succès arrive plus lentement que vous ne l'espériez. L'énergie de fond reste bonne ; elle demande simplement un peu plus de patience ou d'effort pour se manifester." +
    "\n\n" +
    "Parfois, ce renversement laisse entrevoir un excès de confiance, l'idée que tout s'arrangera sans qu'on y prête attention, ou une gaieté portée comme un masque sur la fatigue ou le doute. Il peut aussi signaler une coupure avec votre côté joueur et spontané. Demandez-vous ce qui vous aiderait à retrouver une vraie légèreté plutôt qu'à simplement afficher la bonne humeur. Passez du temps à la lumière du jour, avec des personnes qui vous font rire, ou à des passe-temps que vous aimiez enfant. La chaleur revient plus facilement quand vous cessez d'exiger qu'elle soit déjà là.",
  categories: {
    general:
      "Le Soleil est un signe lumineux et encourageant de clarté, de succès et de bonheur véritable. Abordez la situation avec ouverture et confiance ; les choses s'annoncent sans doute mieux que vous ne le craigniez.",
    love:
      "En amour, cette carte apporte chaleur, complicité joueuse et ouverture entre partenaires. Elle favorise une affection sincère et une joie partagée, parfois d'heureuses nouvelles familiales, et les personnes célibataires peuvent rayonner simplement en étant elles-mêmes.",
    career:
      "Sur le plan professionnel, le Soleil annonce la reconnaissance, des réussites visibles et l'énergie de relever des défis. Financièrement, il suggère une période de stabilité et de récompense : laissez vos talents se voir.",
    health:
      "Le Soleil reflète la vitalité et vous invite à remarquer ce qui vous ressource vraiment, comme la lumière du jour, le jeu, le mouvement et la bonne compagnie. Profitez de ce qui vous fait du bien tout en gardant un rythme équilibré entre journées lumineuses et bien remplies et vrai repos.",
    personal_development:
      "On grandit par l'acceptation de soi, en laissant voir qui l'on est vraiment. Une confiance fondée sur l'honnêteté plutôt que sur la mise en scène vous permet de rayonner sans effort.",
    spirituality:
      "Sur le plan spirituel, le Soleil parle de la joie comme d'une expérience sacrée et du sentiment que la vie elle-même vous porte. La gratitude et l'émerveillement simple peuvent être de puissantes pratiques en ce moment.",
    projects:
      "Les projets sont favorisés, portés par des objectifs clairs et par l'enthousiasme. Partagez ouvertement vos avancées, célébrez les étapes franchies, et laissez l'élan vous aider à terminer ce que vous avez commencé.",
    emotions:
      "Vous ressentez peut-être plus de légèreté, de bonheur et d'aisance avec vous-même. Laissez entrer pleinement cette lumière, et remarquez comme elle se propage aux personnes qui vous entourent.",
    creativity:
      "Sur le plan créatif, le Soleil apporte une énergie joueuse et exubérante, et l'assurance nécessaire pour montrer votre travail. Créez librement et joyeusement, comme le fait un enfant, sans vous soucier du jugement.",
  },
  advice: "Avancez dans la lumière le cœur ouvert, et autorisez-vous à profiter de ce qui va bien.",
  yesNoReason: "Le Soleil est l'un des oui les plus clairs du jeu : il annonce une issue lumineuse et favorable.",
  element: "Feu",
  astrology: "Soleil",
  imageAlt:
    "Un grand soleil au visage humain serein projette des rayons droits et ondulés au-dessus d'un enfant nu couronné de fleurs et d'une plume rouge, qui monte à cru un cheval blanc et tient une bannière rouge ondoyante. De grands tournesols s'élèvent derrière un mur de pierre grise.",
};
