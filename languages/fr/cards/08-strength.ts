import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Force",
  keywords: {
    upright: ["force intérieure", "courage", "compassion", "patience", "influence douce", "maîtrise de soi"],
    reversed: ["doute de soi", "insécurité", "émotions brutes", "manque d'assurance", "impatience", "perte de sang-froid"],
  },
  summary:
    "Une femme referme calmement la gueule d'un lion de ses mains nues : la Force est le courage tranquille et la patience qui apprivoisent une énergie farouche sans recourir à la violence.",
  upright:
    "Sur cette carte, une femme vêtue de blanc, parée de guirlandes de fleurs et couronnée du signe de l'infini, pose les mains sur la gueule d'un lion. Il n'y a ni lutte ni arme. Le lion, créature du signe du Lion et de la passion brute, se soumet à son contact parce qu'elle l'aborde avec sérénité plutôt qu'avec peur. La douceur devient une forme de puissance. La force, en ce sens, n'est pas la domination, mais la confiance calme qui vient de se connaître et de s'accepter." +
    "\n\n" +
    "La carte vous demande d'affronter les défis avec patience, bienveillance et résilience. La colère, le désir ou la peur ne sont pas des ennemis à écraser ; ce sont des énergies puissantes que l'on peut apprivoiser et guider. La compassion, envers vous-même comme envers les autres, obtiendra davantage que l'effort brutal. Ayez confiance : une persévérance douce, répétée jour après jour, peut déplacer ce que la brusquerie n'aurait jamais fait bouger.",
  reversed:
    "À l'envers, le lion semble avoir le dessus. Le doute de soi vous tient peut-être, avec la conviction que le courage vous manque pour ce qui vous attend, ou bien des sentiments qui s'embrasent en éclats vous emportent. Vos ressources intérieures semblent hors de portée, alors qu'elles n'ont pas disparu. Peut-être affichez-vous une carapace de dureté depuis si longtemps que le courage plus discret est resté en sommeil, ou l'impatience vous pousse-t-elle à forcer un résultat que seul le temps peut apporter." +
    "\n\n" +
    "Cette position vous invite à reconstruire votre confiance en douceur, car la dureté envers vous-même ne fait que rendre le lion plus sauvage. Rappelez-vous les moments où vous avez fait face à plus que vous ne l'imaginiez, et appuyez-vous sur ces preuves. De petits actes de courage, un repos véritable et des paroles bienveillantes envers vous-même restaurent le lien entre vous et votre force, pour que vous puissiez aborder la situation d'une main plus sûre.",
  categories: {
    general:
      "Vous avez plus de ressort que vous ne le pensez peut-être. Abordez la situation avec patience et une confiance tranquille : elle cédera sans doute à un effort régulier et doux plutôt qu'à la force.",
    love:
      "La Force favorise un amour fondé sur la patience, la compassion et la maturité affective. La passion est bien présente, mais tempérée de tendresse, si bien que les moments difficiles peuvent se régler par la compréhension plutôt que par des rapports de force.",
    career:
      "Au travail, la persévérance calme et l'intelligence émotionnelle l'emportent. Vous avez peut-être affaire à des personnes exigeantes ou à une forte pression ; garder votre aplomb sous la contrainte vous vaut le respect, et un effort régulier construit peu à peu votre sécurité financière.",
    health:
      "Cette carte invite à réfléchir à la résilience et à une discipline bienveillante : un repos régulier, des routines qui vous nourrissent et la façon dont vous vous parlez les jours difficiles. L'énergie revient plutôt par la patience que par les extrêmes, et demander du soutien est en soi un acte de force.",
    personal_development:
      "La leçon est un courage équilibré par la compassion. Apprenez à apprivoiser vos instincts plutôt qu'à les étouffer, et voyez chaque revers comme une occasion de pratiquer la patience.",
    spirituality:
      "La force spirituelle réside dans l'union de l'instinct et de la volonté supérieure, que montre le signe de l'infini au-dessus de la tête de la femme. Les pratiques qui cultivent la bienveillance aimante et une présence stable approfondissent cette union.",
    projects:
      "Les progrès peuvent sembler lents, mais la persévérance mènera le projet à bon port. Restez calme sous la pression, dirigez par l'encouragement plutôt que par les ordres, et laissez la constance faire le gros du travail.",
    emotions:
      "Vous apprenez à accueillir des sentiments forts sans vous laisser gouverner par eux. Offrez-vous de la chaleur et de la patience, et une confiance bien ancrée, sans ostentation, suivra.",
    creativity:
      "La passion créative est brûlante en ce moment : canalisez-la avec soin. Laissez l'émotion brute nourrir le premier jet, puis façonnez-le de la même main douce et sûre que la femme tend à son lion.",
  },
  advice: "Accueillez ce qui est sauvage en vous et autour de vous avec patience et bienveillance plutôt qu'avec force.",
  yesNoReason:
    "Un courage calme et la persévérance rendent une issue heureuse probable : la Force répond donc oui.",
  element: "Feu",
  astrology: "Lion",
  imageAlt:
    "Une femme en robe blanche, des fleurs tressées dans les cheveux et enroulées autour de la taille, un signe de l'infini au-dessus de la tête, referme doucement la gueule d'un grand lion rouge orangé. Ils se tiennent sur un sol vert sous un ciel jaune, avec une montagne bleue au loin.",
};
