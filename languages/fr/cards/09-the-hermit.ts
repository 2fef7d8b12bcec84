import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "L'Ermite",
  keywords: {
    upright: ["solitude", "introspection", "guidance intérieure", "sagesse", "quête de soi", "retraite paisible"],
    reversed: ["isolement", "sentiment de solitude", "évitement", "perte de repères", "excès d'analyse", "refus des conseils"],
  },
  summary:
    "Seul sur un sommet enneigé, l'Ermite lève une lanterne qui abrite une étoile unique : la sagesse trouvée dans la solitude, et une lumière que vous portez pour vous-même et pour les autres.",
  upright:
    "L'Ermite se tient sur un sommet glacé, enveloppé d'un long manteau gris, la lanterne levée. À l'intérieur brille une étoile à six branches, une petite lumière constante qui n'éclaire que les quelques pas suivants. Son grand bâton le soutient dans l'ascension, et la neige autour de lui dit la distance qui le sépare du bruit de la vie ordinaire. Il ne s'est pas retiré pour fuir, mais pour chercher ce qui compte vraiment." +
    "\n\n" +
    "Quand il apparaît, prendre du recul par rapport à la foule et au flot continu d'informations peut vous aider à entendre vos propres pensées. La réflexion, l'étude et du temps à soi, sans hâte, offrent des éclairages qu'aucune voix extérieure ne peut fournir. Une fois votre propre lumière trouvée, vous pourrez devenir un guide pour les autres ; remarquez que l'Ermite tient sa lanterne haute, là où on peut la voir. Ralentissez, et laissez la compréhension se former à son rythme.",
  reversed:
    "À l'envers, la solitude peut tourner à l'isolement. Votre retrait dure peut-être depuis si longtemps qu'il vous pèse ou vous semble stérile, ou bien vous évitez les gens et les décisions sous prétexte d'avoir besoin de temps pour vous. Une lanterne que personne d'autre ne voit jamais finit par ressembler à une bien petite lumière. Le perfectionnisme et l'analyse sans fin peuvent aussi vous retenir sur la montagne bien après que la leçon a été apprise." +
    "\n\n" +
    "L'inverse peut aussi être vrai : vos journées sont si remplies et si peuplées qu'il ne reste aucune place pour la réflexion, et vous en perdez le nord. Dans les deux cas, cherchez l'équilibre. Si vous vous cachez, tendez la main ; si le bruit vous submerge, taillez-vous un espace de calme. Une seule conversation sincère avec une personne de confiance peut rallumer la lanterne. La sagesse acquise dans la solitude a besoin du lien avec les autres pour devenir utile.",
  categories: {
    general:
      "Une période de réflexion vous servira mieux qu'une course en avant. Prenez du recul par rapport à la mêlée, rassemblez vos pensées, et faites confiance aux intuitions qui émergent dans le calme.",
    love:
      "L'Ermite peut décrire une période de célibat choisie, ou un besoin d'air au sein d'une relation. Apprendre d'abord à vous comprendre vous aidera à aimer avec plus de clarté, et un partenaire qui respecte votre besoin de réflexion est bon signe.",
    career:
      "Vous réévaluez peut-être votre orientation, ou vous cherchez un travail porteur d'un sens plus profond. Le travail individuel concentré, la recherche et l'expertise pointue sont favorisés ; sollicitez les conseils d'un mentor aguerri, ou devenez ce mentor pour quelqu'un d'autre.",
    health:
      "Demandez-vous si vous vous accordez assez de calme, de repos et de temps loin de la stimulation permanente. Des promenades en solitaire ou des rituels du soir propices à la réflexion peuvent restaurer votre énergie, mais remarquez si le retrait glisse vers l'isolement, et dans ce cas tournez-vous vers vos amis ou vers un professionnel.",
    personal_development:
      "C'est un moment riche pour la quête intérieure et l'examen honnête de soi. Un journal, une courte retraite ou une lecture lente et attentive peuvent éclairer la prochaine étape de votre chemin.",
    spirituality:
      "L'Ermite est l'archétype du chercheur sur une route solitaire. La méditation, la contemplation ou du temps passé dans la nature sauvage peuvent apporter des éclairages, et la lumière que vous suivez brûle dans votre propre lanterne, pas dans celle de quelqu'un d'autre.",
    projects:
      "Réfléchissez avant d'agir : une analyse et une planification soigneuses maintenant vous épargneront des erreurs coûteuses plus tard. Passez les détails en revue calmement et avec méthode, dans le plus pur style de la Vierge, avant de montrer le plan à qui que ce soit.",
    emotions:
      "Vous ressentez peut-être un besoin d'intériorité, une humeur plus feutrée ou l'envie de moments de solitude. Respectez ce besoin tout en gardant un fil qui vous relie aux personnes qui comptent pour vous.",
    creativity:
      "La solitude nourrit votre créativité en ce moment. Retirez-vous dans l'atelier, à votre bureau ou dans votre carnet, loin des avis extérieurs, et laissez l'œuvre se développer selon ses propres règles avant de la partager.",
  },
  advice: "Retirez-vous dans une réflexion paisible, et suivez la petite lumière constante de votre propre compréhension.",
  yesNoReason:
    "La réponse demande encore un regard intérieur avant de se dévoiler : l'Ermite propose donc un peut-être.",
  element: "Terre",
  astrology: "Vierge",
  imageAlt:
    "Un vieil homme barbu, vêtu d'un long manteau gris à capuche, se tient seul sur un sommet enneigé ; il lève une lanterne qui contient une étoile lumineuse à six branches et s'appuie sur un grand bâton jaune. Derrière lui s'étend un ciel uni d'un gris bleuté.",
};
