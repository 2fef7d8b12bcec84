import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Diable",
  keywords: {
    upright: ["attachement", "tentation", "schémas malsains", "matérialisme", "sentiment d'être piégé", "part d'ombre", "compulsion"],
    reversed: ["affranchissement", "délivrance", "pouvoir retrouvé", "schéma mis au jour", "détachement", "face-à-face avec l'ombre"],
  },
  summary:
    "Une figure cornue domine un couple enchaîné dont les colliers lâches pourraient s'ôter d'un geste. Les liens qui vous retiennent sont peut-être plus lâches qu'ils n'en ont l'air.",
  upright:
    "Sous une figure cornue aux ailes de chauve-souris, un pentagramme inversé sur le front, un homme et une femme se tiennent enchaînés à un piédestal noir. Il leur a poussé de petites cornes et une queue, comme s'ils commençaient à ressembler à ce qui les retient. Pourtant, regardez bien : les chaînes autour de leur cou pendent assez lâches pour glisser. Le Diable parle des liens que nous acceptons, souvent sans nous en rendre compte, et qui limitent notre liberté." +
    "\n\n" +
    "Cette carte peut désigner des habitudes, des dépendances, des relations ou des ambitions qui ont pris une vie propre. Elle peut aussi mettre en lumière le matérialisme, ou l'attrait du plaisir immédiat au détriment du bien-être à long terme. Rien de tout cela ne vise à vous faire honte. Le Diable vous demande de regarder honnêtement ce qui a prise sur vous et ce que vous gagnez à le garder. Nommer le schéma est le premier relâchement de la chaîne, et le soutien des autres peut vous aider à l'ôter.",
  reversed:
    "À l'envers, cette carte marque souvent le moment du réveil. Vous reconnaissez un schéma pour ce qu'il est, et l'envie de vous libérer devient plus forte que le confort de rester. Ce peut être le début d'une reconquête : celle du temps, de l'énergie ou de l'estime de soi que quelque chose dévorait en silence." +
    "\n\n" +
    "La libération est pourtant rarement un acte unique et spectaculaire. Il se peut que vous rechutiez, ou que d'anciennes tentations reviennent sous de nouveaux déguisements. Faites preuve de patience et de sincérité envers vous-même ; chaque petit refus renforce votre indépendance. Ce renversement peut aussi vous demander d'affronter la part d'ombre de votre personnalité, la jalousie, la peur ou l'avidité que vous préféreriez ne pas voir, afin qu'elle perde son pouvoir caché. Dans certains tirages, il avertit au contraire qu'un attachement s'est renforcé ; si c'est le cas, chercher du soutien est un signe de force.",
  categories: {
    general:
      "Le Diable demande ce qui vous retient sur place, et si vous y avez consenti plus que vous ne le pensez. Regardez honnêtement les schémas, les désirs ou les peurs qui ont pris le dessus, et rappelez-vous que les chaînes de la carte sont lâches.",
    love:
      "En amour, cette carte peut révéler une attirance intense, mais aussi de la possessivité, une dépendance affective ou un lien qu'il semble difficile de quitter. Demandez-vous si la relation repose sur la liberté et le respect mutuel, ou sur la peur, l'habitude et le contrôle.",
    career:
      "Sur le plan professionnel, le Diable peut décrire des menottes dorées : un emploi conservé pour l'argent ou le statut alors qu'il ne vous convient plus, ou une culture d'entreprise qui récompense le surmenage. Côté finances, méfiez-vous des dettes et des dépenses dictées par la compulsion plutôt que par le besoin.",
    health:
      "Plutôt qu'un message médical, voyez dans cette carte le miroir des habitudes qui se sont installées, qu'il s'agisse d'écrans, de substances, de nourriture ou de surmenage. Remarquez vers quoi vous vous tournez quand la fatigue ou le stress se font sentir ; si un schéma semble difficile à changer sans aide, un professionnel qualifié ou un groupe de soutien peut vous accompagner.",
    personal_development:
      "Ici, grandir passe par le travail sur l'ombre : rencontrer les parts de vous-même que vous préféreriez cacher. Comprendre pourquoi un schéma s'est formé desserre son emprise et vous rend un vrai choix.",
    spirituality:
      "Sur le plan spirituel, le Diable désigne tout ce qui vous détourne de vos valeurs profondes, y compris les obsessions matérielles et les dogmes rigides. La lucidité sans autocondamnation est le chemin vers la liberté.",
    projects:
      "Un projet est peut-être mené par l'ego, la peur de passer à côté de quelque chose, ou des sommes déjà englouties qui rendent difficile d'y renoncer. Vérifiez vos véritables motivations, et demandez-vous si le projet vous sert ou si c'est vous qui avez commencé à le servir.",
    emotions:
      "Des émotions fortes comme la jalousie, le manque ou la rancœur vous enferment peut-être. Traitez-les comme des informations plutôt que comme des ordres ; simplement nommer ce que vous ressentez suffit souvent à desserrer leur emprise.",
    creativity:
      "Sur le plan créatif, le Diable peut libérer une énergie brute et provocante si vous acceptez d'explorer des thèmes plus sombres. Veillez seulement à ce que le perfectionnisme ou la soif d'approbation ne vous enchaînent pas à l'œuvre.",
  },
  advice: "Nommez ce qui a prise sur vous, et vérifiez à quel point la chaîne est vraiment lâche.",
  yesNoReason:
    "Le Diable penche vers le non, car la question est peut-être mêlée d'attachement, de tentation ou de pressions qui ne vous serviraient pas.",
  element: "Terre",
  astrology: "Capricorne",
  imageAlt:
    "Un diable cornu aux ailes de chauve-souris, un pentagramme inversé sur le front, est accroupi sur un piédestal noir, une main levée et l'autre tenant une torche enflammée pointée vers le bas. En contrebas, un homme et une femme nus, dotés de petites cornes et d'une queue, sont attachés au piédestal par des chaînes lâches passées autour de leur cou.",
};
