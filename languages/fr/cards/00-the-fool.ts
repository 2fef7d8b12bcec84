import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Fou",
  keywords: {
    upright: ["nouveaux départs", "saut dans l'inconnu", "spontanéité", "candeur", "route ouverte", "esprit libre"],
    reversed: ["imprudence", "hésitation paralysante", "naïveté", "peur de l'inconnu", "énergie dispersée", "avertissements ignorés"],
  },
  summary:
    "Un voyageur s'avance vers le bord d'une falaise, une rose blanche à la main et un petit chien sur les talons : des commencements vécus dans la confiance, avant que l'expérience n'enseigne la prudence.",
  upright:
    "Le Fou se tient tout au début du voyage, le visage tourné vers le soleil, si absorbé par le ciel ouvert qu'il remarque à peine le vide à ses pieds. Quand il apparaît, quelque chose dans votre vie réclame un premier pas plutôt qu'un plan abouti. Le petit baluchon au bout de son bâton contient tout ce dont il a besoin pour l'instant, et la rose blanche qu'il tient évoque une intention encore pure et sans défense." +
    "\n\n" +
    "C'est une invitation à accueillir la nouveauté avec curiosité plutôt qu'avec une liste de contrôle. Nul besoin de savoir où mène le chemin pour commencer à le parcourir. Le petit chien qui bondit à ses côtés est souvent vu comme l'instinct qui marche au même pas que le rêveur : laissez l'enthousiasme ouvrir la voie, tandis qu'une part plus discrète de vous continue de surveiller le sol sous vos pas.",
  reversed:
    "À l'envers, la démarche légère du Fou peut tourner au faux pas. Soit vous foncez vers le bord sans regarder en bas, en disant oui à tout parce que ralentir vous semble ennuyeux, soit la peur vous cloue au bord de la falaise, le sac prêt, incapable de bouger parce que l'atterrissage n'est pas garanti. Aucun de ces extrêmes n'est la liberté : l'un ignore le sol, l'autre refuse le ciel." +
    "\n\n" +
    "Les deux versions renvoient à la même question : à quoi faites-vous confiance, et cela mérite-t-il votre confiance ? Voyez si un nouveau départ est gâché par de la négligence envers l'argent, les promesses ou les sentiments des autres, ou si la peur se déguise en bon sens. Le petit chien aboie toujours son avertissement. Écoutez-le, puis choisissez un pas courageux sans être aveugle.",
  categories: {
    general:
      "Un nouveau chapitre s'ouvre, et il favorise un esprit de débutant plutôt qu'une stratégie bien rodée. Faites le premier pas sincère et laissez la route se dévoiler en chemin, en vérifiant seulement que le sol tiendra sous vos pieds.",
    love:
      "Si vous êtes célibataire, le Fou vous suggère d'aller vers les autres avec légèreté, sans scénario écrit d'avance sur la façon dont les choses doivent tourner. En couple, il invite au jeu, à une aventure partagée ou à un nouveau départ qui bouscule la routine. Gardez cette ouverture, mais dites clairement ce que vous proposez, pour que personne ne reste dans le doute.",
    career:
      "Cette carte apparaît souvent autour d'une reconversion, d'un premier emploi, d'un saut vers l'indépendance ou d'une idée qui ne correspond encore à aucun intitulé de poste. Votre véritable atout, c'est l'enthousiasme ; associez-le à un modeste matelas financier pour que le saut soit exaltant plutôt qu'effrayant.",
    health:
      "L'énergie du Fou est pétillante et agitée : demandez-vous si vos journées laissent de la place au grand air, à une activité physique qui vous plaît et à un vrai repos. Essayez une nouvelle habitude avec la patience d'un débutant plutôt qu'avec un plan du tout ou rien, et remarquez où l'impulsivité a tendance à épuiser vos réserves.",
    personal_development:
      "Ici, on grandit par l'expérience plutôt que par l'étude : en essayant, en tâtonnant et en apprenant en chemin. Autorisez-vous à débuter dans un domaine, et voyez les premières erreurs comme le prix d'entrée, non comme la preuve que vous devriez arrêter.",
    spirituality:
      "Le Fou est l'âme au point zéro, porteuse de tous les possibles avant que ne commence le long voyage à travers les arcanes majeurs. Votre vie intérieure peut sembler neuve et encore informe ; abordez vos pratiques avec émerveillement, et sachez que nul besoin de certitude pour vous mettre en route.",
    projects:
      "Une idée qui dormait dans un carnet est prête à rencontrer le monde. Commencez petit et commencez bientôt, testez le concept en conditions réelles, et dessinez la carte une fois que vous voyez le terrain ; repérez simplement le ou les deux risques qui pourraient tout faire basculer dans le vide.",
    emotions:
      "Vous ressentez peut-être de la légèreté, de l'espoir et une pointe d'ivresse, ou une agitation née du sentiment que quelque chose est sur le point de changer. Laissez cet élan vous porter, tout en restant honnête sur l'anxiété qui se cache peut-être sous l'excitation.",
    creativity:
      "L'énergie créative est brute, joueuse et sans fioritures, et c'est exactement ce qu'il faut au commencement. Esquissez, improvisez et créez des choses dont vous doutez encore ; le don du Fou, c'est la liberté de créer avant d'avoir appris toutes les règles.",
  },
  advice: "Faites le premier pas les yeux ouverts, en suivant votre curiosité tout en gardant un pied sur la terre ferme.",
  yesNoReason:
    "Le Fou dit oui à l'aventure mais ne peut promettre un atterrissage en douceur : la réponse dépend de votre disposition à accepter l'inconnu.",
  element: "Air",
  astrology: "Uranus",
  imageAlt:
    "Un jeune voyageur en tunique fleurie et bonnet à plume marche vers le bord d'une falaise, un baluchon au bout d'un bâton sur l'épaule et une rose blanche dans sa main levée. Un petit chien blanc bondit sur ses talons ; derrière lui brillent un soleil blanc éclatant dans un ciel jaune et des sommets enneigés.",
};
