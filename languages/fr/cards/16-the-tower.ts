import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Tour",
  keywords: {
    upright: ["changement soudain", "bouleversement", "révélation", "effondrement des illusions", "éveil", "percée", "rupture"],
    reversed: ["catastrophe évitée", "peur du changement", "bouleversement différé", "tourmente intérieure", "attachement aux structures", "reconstruction"],
  },
  summary:
    "La foudre frappe une haute tour, fait tomber sa couronne et précipite deux personnages dans le vide. Ce qui était bâti sur un terrain instable cède, et la vérité apparaît au grand jour.",
  upright:
    "Un éclair fend le sommet d'une tour grise perchée sur un pic rocheux. Sa couronne dorée bascule, des flammes jaillissent des fenêtres, et deux personnages tombent tête la première dans le ciel sombre, entourés de gouttes de feu. La Tour est la carte du bouleversement soudain : une structure qui semblait solide se révèle reposer sur une prémisse fausse, et elle ne peut plus tenir debout." +
    "\n\n" +
    "Sur le moment, cela peut être un choc. Un projet tombe à l'eau, un secret éclate au grand jour, ou une croyance sur laquelle vous comptiez se révèle fausse. Pourtant, l'éclair est aussi une illumination. Ce qui s'effondre, c'est ce qui n'était pas sain, et la place dégagée qui suit vous donne l'occasion de bâtir sur des fondations honnêtes. Nul besoin d'accueillir le bouleversement à bras ouverts pour en tirer des leçons. Concentrez-vous sur ce qui est réel maintenant, occupez-vous de l'essentiel, et laissez retomber la poussière avant de décider de ce que vous reconstruirez.",
  reversed:
    "À l'envers, la Tour peut suggérer un bouleversement évité de justesse, ou un bouleversement qui se produit en vous plutôt qu'autour de vous. Vous sentez peut-être des fissures se former et vous vous efforcez de maintenir les murs debout. Parfois cet effort est sage ; parfois il ne fait que retarder une remise en question qui serait plus douce si vous l'affrontiez plus tôt." +
    "\n\n" +
    "Cette position décrit aussi l'après-coup d'une secousse, quand vous triez les décombres et décidez de ce que vous allez garder. La peur du changement est peut-être plus forte que le changement lui-même. Demandez-vous si vous vous accrochez à une structure parce qu'elle vous abrite encore, ou simplement parce qu'elle vous est familière. Une rénovation maîtrisée, choisie selon vos propres conditions, peut vous épargner la foudre. Et si l'orage est déjà passé, reconnaissez-vous le mérite de l'avoir traversé avant de poser la première pierre nouvelle.",
  categories: {
    general:
      "La Tour annonce un changement soudain qui met au jour ce qui était instable. C'est déstabilisant, mais cela balaie les illusions et vous donne l'occasion de reconstruire sur un terrain plus ferme.",
    love:
      "En amour, une vérité peut surgir brusquement, ou une dispute faire remonter au grand jour des problèmes longtemps enfouis. Aussi douloureux que ce soit, cela peut briser un schéma usé ; l'honnêteté permet maintenant soit un renouveau, soit une séparation claire et nécessaire.",
    career:
      "Au travail, attendez-vous peut-être à une restructuration, à un brusque changement de plans ou à une révélation qui modifie votre regard sur votre emploi. Gardez pied en vous concentrant sur vos compétences et sur l'essentiel, et voyez dans cette secousse une occasion de reconsidérer votre direction.",
    health:
      "Servez-vous de cette carte pour réfléchir à ce qui arrive à votre énergie lors d'un stress soudain. Accordez-vous davantage de repos, des routines stables et une compagnie bienveillante pendant les turbulences, et tournez-vous vers un professionnel si la tension devient lourde.",
    personal_development:
      "Une croyance sur vous-même ou sur le monde peut s'effondrer et vous faire perdre un temps vos repères. Aussi inconfortable que ce soit, cette percée fait place à une identité plus authentique, bâtie sur ce que vous savez désormais être vrai.",
    spirituality:
      "Sur le plan spirituel, la Tour est un éclair de compréhension soudaine, de ceux qui font voler en éclats les vieilles certitudes. Laissez la foudre vous montrer ce qui était faux, et accueillez la vision plus large qu'elle révèle.",
    projects:
      "Un projet peut se heurter à un obstacle inattendu ou révéler un défaut fondamental. Plutôt que de colmater les fissures, jugez honnêtement s'il faut reconstruire depuis les fondations ou réorienter vos efforts.",
    emotions:
      "Les sentiments peuvent être intenses et chaotiques tandis que quelque chose sur quoi vous comptiez vacille. Traitez-vous avec douceur ; un choc a besoin de temps pour se dissiper, et la stabilité revient pas à pas.",
    creativity:
      "Sur le plan créatif, la Tour apporte une étincelle perturbatrice qui peut pulvériser les blocages et les formules usées. Accueillez le chaos comme une matière première, puis façonnez ce qui survit en quelque chose de plus audacieux.",
  },
  advice: "Quand quelque chose s'effondre, ancrez-vous dans ce qui est vrai et rebâtissez sur des fondations plus solides.",
  yesNoReason:
    "La Tour penche vers le non, car la situation actuelle risque d'être ébranlée, même si ce qui suit le bouleversement se révèle meilleur.",
  element: "Feu",
  astrology: "Mars",
  imageAlt:
    "La foudre frappe le sommet d'une haute tour grise dressée sur un éperon rocheux et en fait tomber la couronne dorée, tandis que des flammes s'échappent des fenêtres. Deux personnages, dont l'un est couronné, tombent la tête la première dans un ciel noir parsemé de nuages gris et de gouttes de feu jaunes.",
};
