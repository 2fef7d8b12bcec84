import type { SummaryLines, TimeFrame } from "../../../local-writer";
import { agree, agreeAll, cap, est, lui, Names, names, namesDu, v, type FrCard, type FrFocus } from "./grammar";

/** L'aperçu : la question et les cartes, le soin qu'elle demande, puis la réponse dans la forme de la question. */

const LEANS = { yes: ["penche vers le oui", "penchent vers le oui"], no: ["penche vers le non", "penchent vers le non"], maybe: ["reste indécise", "restent indécises"] } as const;
const FOR = { yes: "pour le oui", no: "pour le non", maybe: "sans se prononcer" } as const;
const COUNT = ["aucune", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"];

const FRAMES: Record<TimeFrame, string> = {
  today: "aujourd'hui",
  week: "la semaine à venir",
  month: "le mois à venir",
  season: "la saison que vous évoquez",
  year: "cette année",
  years: "les années à venir",
  soon: "l'avenir proche",
};

export const SUMMARY: SummaryLines<FrCard, FrFocus> = {
  opening: {
    gentle: [
      ({ q, cards }) => `Vous avez demandé ${q}, et les cartes ont répondu avec ${names(cards)}.`,
      ({ q, cards }) => `Avec ${q} en tête, vous avez tiré ${names(cards)}.`,
      ({ q, cards }) => `Pour votre question, ${q}, le jeu a fait apparaître ${names(cards)}.`,
      ({ q, cards }) => `${Names(cards)} ${v(cards, "a répondu", "ont répondu")} quand vous avez demandé ${q}.`,
      ({ q, cards, f }) => `Votre question était ${q}, et ${names(cards)} ${v(cards, "a", "ont")} quelque chose à dire sur ${f.topic}.`,
    ],
    direct: [
      ({ q, cards }) => `Vous avez demandé ${q}. ${cards.length > 1 ? "Les cartes" : "La carte"} : ${names(cards)}.`,
      ({ q, cards }) => `À votre question, ${q}, ${names(cards)} ${v(cards, "répond", "répondent")} sans détour.`,
      ({ q, cards }) => `Droit au but sur ${q} : vous avez tiré ${names(cards)}.`,
    ],
    practical: [
      ({ q, cards, f }) => `Votre question était ${q}, alors lisons ${names(cards)} comme un guide pratique pour ${f.topic}.`,
      ({ q, cards }) => `Pour aborder ${q}, voici ce que ${names(cards)} vous ${v(cards, "invite", "invitent")} à examiner.`,
      ({ q, cards }) => `Sur ${q}, ${names(cards)} vous ${v(cards, "donne", "donnent")} un point de départ utilisable dès cette semaine.`,
    ],
    mystic: [
      ({ q, cards }) => `Vous avez porté ${q} jusqu'au jeu, et de son silence ${v(cards, "a surgi", "ont surgi")} ${names(cards)}.`,
      ({ q, cards }) => `À votre question, ${q}, les cartes ont répondu par ${names(cards)}.`,
      ({ q, cards }) => `Comme une cloche au crépuscule, ${q} a appelé ${names(cards)} hors de l'ombre.`,
    ],
  },
  openingUnquoted: [
    ({ cards, f }) => `Vous avez décrit votre situation en détail, et ${names(cards)} ${v(cards, "parle", "parlent")} de ${f.topic}.`,
    ({ cards, f }) => `Pour tout ce que vous avez écrit sur ${f.topic}, le jeu a fait apparaître ${names(cards)}.`,
    ({ cards, f }) => `De tout ce que vous demandez, ${names(cards)} ${v(cards, "retient", "retiennent")} d'abord ${f.topic}.`,
  ],
  outside: [
    ({ cards }) => `Un tirage de tarot ne suit pas d'instructions, ne répond pas aux questions de culture générale et n'écrit pas sur commande : ${names(cards)} ${v(cards, "est", "sont")} donc ${agreeAll(cards, "lu")} ici pour votre propre vie.`,
    ({ cards }) => `Ce que vous avez écrit, ce tirage ne peut ni le faire ni y répondre ; ${names(cards)} ${v(cards, "parle", "parlent")} plutôt de votre propre vie.`,
    ({ cards }) => `Ce tirage ne met pas de côté sa manière de lire et n'accepte pas d'autre tâche : ${names(cards)} ${est(cards, "lu")}, comme toujours, pour une question sur votre vie.`,
  ],
  oneWord: [
    ({ word, cards }) => `Vous avez posé votre question en un seul mot, ${word}, et ${names(cards)} ${v(cards, "le lit", "le lisent")} comme tout un pan de votre vie.`,
    ({ word, cards }) => `${word} : c'est tout ce que vous avez demandé, alors ${names(cards)} ${est(cards, "lu")} ici au sens large, et non comme un oui ou un non.`,
    ({ word, cards, f }) => `Un mot, ${word}, et pour réponse ${names(cards)} : cette lecture prend ce mot comme une porte vers ${f.topic}.`,
  ],
  mood: {
    gentle: {
      bright: [
        ({ cards }) => `Dans l'ensemble, le tirage encourage, et ${names(cards)} lui ${v(cards, "donne", "donnent")} une vraie chaleur.`,
        ({ cards, f }) => `Il y a ici plus de lumière que d'ombre, et ${names(cards)} ${v(cards, "donne", "donnent")} un ton d'espoir à ${f.topic}.`,
      ],
      hard: [
        ({ cards }) => `Les cartes parlent franchement de ce qui est difficile, et ${names(cards)} ${v(cards, "demande", "demandent")} une attention sincère, mais rien n'est figé.`,
        ({ cards, f }) => `${Names(cards)} ${v(cards, "apporte", "apportent")} un certain poids à ${f.topic}, ce qui invite à regarder de près plutôt qu'à craindre.`,
      ],
      mixed: [
        ({ cards }) => `Lumière et ombre s'équilibrent dans ce que ${names(cards)} vous ${v(cards, "montre", "montrent")}, si bien que votre réponse compte plus que toute prédiction.`,
        ({ cards, f }) => `Aucun ton ne domine chez ${names(cards)}, et cette ouverture laisse une vraie place à vos propres choix sur ${f.topic}.`,
      ],
    },
    direct: {
      bright: [
        ({ cards }) => `${Names(cards)} vous ${v(cards, "donne", "donnent")} le plus sur quoi vous appuyer.`,
        ({ cards, f }) => `Pour ${f.topic}, le soutien le plus net vient ${namesDu(cards)}.`,
      ],
      hard: [
        ({ cards }) => `${Names(cards)} ${v(cards, "nomme", "nomment")} franchement ce qui frotte, et rien n'est définitif.`,
        ({ cards, f }) => `Il y a un problème dans ${f.topic}, et ${names(cards)} le ${v(cards, "nomme", "nomment")} ; on peut y travailler.`,
      ],
      mixed: [
        ({ cards }) => `Signaux partagés chez ${names(cards)} ; vos choix feront le reste.`,
        ({ cards }) => `Du bon et du difficile à parts égales chez ${names(cards)}, et votre prochain geste fera pencher la balance.`,
      ],
    },
    practical: {
      bright: [
        ({ cards }) => `${Names(cards)} vous ${v(cards, "donne", "donnent")} la meilleure base.`,
        ({ cards, f }) => `Pour ${f.topic}, ${cards.length > 1 ? "vos principaux atouts" : "votre principal atout"} : ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `Le tirage montre de vrais obstacles, avec ${names(cards)} comme point principal à gérer, et un obstacle se planifie.`,
        ({ cards, f }) => `Attendez-vous à quelques frictions dans ${f.topic} : ${names(cards)} ${v(cards, "marque", "marquent")} la partie qui demande le plus d'efforts.`,
      ],
      mixed: [
        ({ cards }) => `${Names(cards)} ${v(cards, "équilibre", "équilibrent")} atouts et obstacles, donc la préparation et la régularité feront la différence.`,
        ({ cards }) => `Le tableau que dessine ${names(cards)} est contrasté, et c'est utile : il montre ce qu'il faut exploiter et ce qu'il faut corriger.`,
      ],
    },
    mystic: {
      bright: [
        ({ cards }) => `Le tirage brille comme l'aube sur une eau calme, et ${names(cards)} y ${v(cards, "verse", "versent")} sa lumière.`,
        ({ cards }) => `Un vent tiède traverse ces cartes, porté par les ailes ${namesDu(cards)}.`,
      ],
      hard: [
        ({ cards }) => `Les ombres se rassemblent autour ${namesDu(cards)}, mais toute ombre naît d'une lumière, et rien ici n'est scellé.`,
        ({ cards }) => `La terre tremble sous ${names(cards)}, comme avant chaque tour de la roue.`,
      ],
      mixed: [
        ({ cards }) => `Lumière et ombre dansent ensemble chez ${names(cards)} comme la lune et la marée, et le pas suivant vous appartient.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "tient", "tiennent")} le jour et la nuit dans une même main, et l'équilibre attend votre propre geste.`,
      ],
    },
  },
  verdict: {
    gentle: {
      yes: [
        ({ cards, f }) => `La balance penche vers le oui, portée par ${names(cards)}, même si aucune carte ne peut promettre l'issue de ${f.topic}.`,
        ({ cards, decision }) => `${Names(cards)} ${v(cards, "fait", "font")} pencher la réponse vers le oui : une tendance, pas une promesse${decision ? ", et la décision vous appartient" : ""}.`,
        ({ cards }) => `La réponse penche donc vers le oui, avec ${names(cards)} en sa faveur, et les cartes qui suivent montrent ce qui l'aide.`,
      ],
      no: [
        ({ cards }) => `Le poids va vers le non pour l'instant, ${names(cards)} ${v(cards, "freinant", "freinant")}, et mieux vaut y voir une question d'approche ou de moment qu'une porte fermée.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "fait", "font")} pencher la réponse vers le non, du moins telle que la question se pose aujourd'hui.`,
        ({ cards }) => `La réponse penche donc vers le non, et ${names(cards)} ${v(cards, "explique", "expliquent")} plus bas ce qui fait obstacle et ce qui pourrait changer.`,
      ],
      maybe: [
        ({ cards }) => `Les inclinaisons ${namesDu(cards)} s'équilibrent, si bien que la réponse se forme encore et dépend de ce qui va suivre.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "laisse", "laissent")} la réponse à un peut-être sincère : l'issue reste ouverte.`,
        ({ cards, decision }) => `Reste un peut-être pour l'instant, ${names(cards)} laissant aux circonstances${decision ? " et à votre propre jugement" : " et à vos propres actes"} le soin de trancher.`,
      ],
    },
    direct: {
      yes: [
        ({ cards, decision }) => `C'est un oui ${namesDu(cards)}${decision ? ", et la décision reste la vôtre" : ", pas une garantie"}.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "dit", "disent")} oui, dans l'ensemble, et c'est une tendance, pas une promesse.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "dit", "disent")} non pour l'instant, et une autre approche ou un autre moment pourrait changer cela.`,
        ({ cards }) => `C'est un non ${namesDu(cards)} en l'état, et cela peut changer.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "laisse", "laissent")} la question ouverte : un peut-être, et ce qui se passe maintenant compte.`,
        ({ cards }) => `Pas encore de réponse claire ${namesDu(cards)}.`,
      ],
    },
    practical: {
      yes: [
        ({ cards }) => `Dans l'ensemble, c'est un oui ${namesDu(cards)}, à condition que le travail préparatoire soit fait.`,
        ({ cards, decision }) => `La réponse penche vers le oui avec ${names(cards)} ; ${decision ? "si vous faites ce choix, un plan lui donne de bonnes chances" : "avec un plan derrière, elle a de bonnes chances"}.`,
      ],
      no: [
        ({ cards }) => `Dans l'ensemble, ${names(cards)} ${v(cards, "dit", "disent")} non au plan actuel, donc l'approche ou le calendrier sont peut-être à revoir.`,
        ({ cards }) => `La réponse penche vers le non avec ${names(cards)} en l'état, alors il vaut la peine de voir ce qui devrait changer.`,
      ],
      maybe: [
        ({ cards }) => `C'est un peut-être : ${names(cards)} ${v(cards, "laisse", "laissent")} l'issue à la prochaine étape concrète.`,
        ({ cards }) => `La réponse reste ouverte avec ${names(cards)}, donc plus d'informations aideraient avant de décider.`,
      ],
    },
    mystic: {
      yes: [
        ({ cards }) => `La balance penche vers le oui avec ${names(cards)}, comme une porte qui s'ouvre sur une pièce éclairée.`,
        ({ cards }) => `L'oracle penche vers le oui à travers ${names(cards)}, une bénédiction silencieuse qui attend encore vos propres pas.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "murmure", "murmurent")} non, pour l'instant : pas une porte scellée, mais une marée qui n'a pas encore tourné.`,
        ({ cards }) => `Sous cette lune, la réponse penche vers le non, comme ${v(cards, "le montre", "le montrent")} ${names(cards)}, et les saisons changent.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "flotte", "flottent")} entre le oui et le non comme le crépuscule entre le jour et la nuit.`,
        ({ cards }) => `Avec ${names(cards)}, la réponse reste à écrire, comme une graine dans la terre sombre.`,
      ],
    },
  },
  tally: [
    ({ groups }) => {
      if (groups.length === 1) return `Les ${COUNT[groups[0].cards.length]} cartes ${LEANS[groups[0].lean][1]}.`;
      const clauses = groups.map(({ lean, cards }) => `${names(cards)} ${lean === "maybe" ? `${v(cards, "reste", "restent")} ${agreeAll(cards, "indécis").replace(/ss$/, "s")}` : v(cards, LEANS[lean][0], LEANS[lean][1])}`);
      return `${cap(clauses.length === 2 ? `${clauses[0]}, tandis que ${clauses[1]}` : `${clauses[0]}, ${clauses[1]} et ${clauses[2]}`)}.`;
    },
    ({ groups }) => {
      if (groups.length === 1) return `Toutes les cartes ${LEANS[groups[0].lean][1]} : ${names(groups[0].cards)}.`;
      return `Si l'on compte les cartes : ${groups.map(({ lean, cards }) => `${names(cards)} ${FOR[lean]}`).join(" ; ")}.`;
    },
  ],
  choiceList: [
    ({ first, second, hypothesis }) => (hypothesis ? `Les deux hypothèses que vous pesez : ${first} ; ou ${second}.` : `Vos deux chemins : ${first} ; ou ${second}.`),
    ({ first, second, hypothesis }) => (hypothesis ? `Vous posez deux hypothèses côte à côte : la première, ${first} ; la seconde, ${second}.` : `Vous nommez deux options : la première, ${first} ; la seconde, ${second}.`),
  ],
  choice: [
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `${hypothesis ? "Des deux, les cartes confirment plutôt" : "Lu comme un choix, le tirage penche pour"} la ${favoursFirst ? "première" : "seconde"} : ${names(pro)} ${v(pro, "parle", "parlent")} en sa faveur${against.length > 0 ? `, tandis que ${names(against)} ${v(against, "tient", "tiennent")} pour la ${favoursFirst ? "seconde" : "première"}` : ""}.`,
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `Entre les deux, les cartes préfèrent la ${favoursFirst ? "première" : "seconde"}${hypothesis ? ", la lecture la plus probable," : ""} parce que ${names(pro)} ${v(pro, "penche", "penchent")} de ce côté${against.length > 0 ? ` et que ${agreeAll(against, "seul")} ${names(against)} ${v(against, "tire", "tirent")} vers l'autre` : ""}.`,
  ],
  choiceOne: [
    ({ c, lean, hypothesis }) =>
      lean === "maybe"
        ? `Avec une seule carte, ${c.le} ne ${v(c, "penche", "penchent")} vers aucune des deux ${hypothesis ? "hypothèses" : "options"} : une tendance lue dans une carte, pas un décompte.`
        : `Avec une seule carte, ${c.le} ${v(c, "penche", "penchent")} vers la ${lean === "yes" ? "première" : "seconde"} ${hypothesis ? "hypothèse" : "option"} : une tendance lue dans une carte, pas un décompte.`,
    ({ c, lean }) =>
      lean === "maybe"
        ? `${c.Le}, à ${lui(c)} ${agree(c, "seul")}, ne ${v(c, "marque", "marquent")} aucune tendance ; une carte est un indice, pas un décompte.`
        : `${c.Le}, à ${lui(c)} ${agree(c, "seul")}, ${v(c, "fait", "font")} pencher la balance vers la ${lean === "yes" ? "première" : "seconde"} ; une carte est un indice, pas un décompte.`,
  ],
  choiceOpen: [
    ({ forFirst, forSecond, hypothesis }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `${hypothesis ? "Les cartes ne disent pas laquelle des deux est vraie" : "Lu comme un choix, le tirage ne tranche pas"} : ${names(forFirst)} ${v(forFirst, "parle", "parlent")} pour la première, tandis que ${names(forSecond)} ${v(forSecond, "parle", "parlent")} pour la seconde.`
        : hypothesis
          ? `Aucune des deux ne convainc les cartes.`
          : `Les cartes ne tranchent pas ici.`,
    ({ forFirst, forSecond }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `Les cartes se partagent : ${names(forFirst)} pour la première, ${names(forSecond)} pour la seconde.`
        : `Aucune ne convainc les cartes.`,
  ],
  choiceMeaning: [
    ({ hypothesis }) => (hypothesis ? `C'est une tendance, pas un fait.` : `C'est une tendance, pas un verdict.`),
    ({ hypothesis }) => (hypothesis ? `Une tendance, pas une certitude.` : `Le choix vous revient.`),
    ({ hypothesis }) => (hypothesis ? `Le temps en dira davantage.` : `La décision reste entre vos mains.`),
  ],
  thread: {
    three_cards: [
      ({ cards: [past, present, future] }) => `L'histoire va ${past.du}, derrière vous, ${present.au} aujourd'hui, puis vers ${future.le} devant vous.`,
      ({ cards: [past, present, future] }) => `Ce qui a commencé avec ${past.le} se travaille à travers ${present.le}, et ${future.le} ${v(future, "montre", "montrent")} où ce travail peut mener.`,
    ],
    tarot: [
      ({ cards: [situation, challenge, hidden, advice, outcome] }) =>
        `Au centre ${v(situation, "se tient", "se tiennent")} ${situation.le}, ${agree(situation, "croisé")} par ${challenge.le}, avec ${hidden.le} à l'œuvre en dessous et ${advice.le} qui montre le chemin vers ${outcome.le}.`,
      ({ cards: [situation, challenge, , advice, outcome] }) => `La situation ${situation.du} rencontre le défi ${challenge.du}, et le conseil ${advice.du} mène vers ${outcome.le}.`,
    ],
    generic: [
      ({ cards }) => `Lu dans l'ordre, le tirage va ${cards[0].du} ${cards[cards.length - 1].au}.`,
      ({ cards }) => `Le tirage s'ouvre avec ${cards[0].le} et se referme avec ${cards[cards.length - 1].le}, et chaque carte entre les deux ajoute sa propre note.`,
    ],
  },
  noRuling: {
    others_health: [
      ({ cards, f }) => `Aucune carte ne peut dire ${f.sIl} ${f.pl ? "vont" : "va"} se rétablir : cela revient aux personnes qui ${f.pl ? "les" : f.f ? "la" : "le"} soignent, et ce que ${names(cards)} ${v(cards, "peut", "peuvent")} éclairer, c'est la façon dont vous vivez cette période ${f.pl ? "à leurs côtés" : "à ses côtés"}.`,
      ({ cards, f }) => `Les cartes ne peuvent pas juger de l'état de ${f.who}, et ${f.pl ? "leur" : "son"} équipe soignante est là pour cela ; ${names(cards)} ${v(cards, "parle", "parlent")} plutôt de votre côté : votre inquiétude, votre force et la façon d'être là pour ${f.elle}.`,
      ({ cards, f }) => `Comment ${f.il} ${f.pl ? "iront" : "ira"}, c'est une question pour ceux qui prennent soin ${f.pl ? "d'eux" : f.f ? "d'elle" : "de lui"}, pas pour les cartes ; ${names(cards)} ${v(cards, "se lit", "se lisent")} donc ici pour vous.`,
    ],
    own_health: [
      ({ cards }) => `Aucune carte ne peut dire comment votre santé évoluera ; votre médecin le peut, et ${names(cards)} ${v(cards, "parle", "parlent")} plutôt d'énergie, de repos et d'habitudes.`,
      ({ cards }) => `Savoir si cela va s'améliorer est une question pour votre médecin plutôt que pour les cartes ; ${names(cards)} ${v(cards, "se lit", "se lisent")} donc ici pour la manière de prendre soin de vous en attendant.`,
    ],
    death: [
      ({ cards, f }) => `Aucune carte ne prédit quand ni si quelqu'un va mourir, et ${names(cards)} non plus ; ce que les cartes peuvent éclairer, c'est la façon dont vous portez ${f.topic}.`,
      ({ cards }) => `Les cartes ne disent rien de la durée d'une vie ; ${names(cards)} ${v(cards, "parle", "parlent")} de l'amour et de l'inquiétude qui habitent votre question.`,
    ],
    pregnancy: [
      ({ cards }) => `Aucune carte ne peut dire si ni quand une grossesse viendra ; votre médecin ou votre sage-femme est là pour vous guider, et ${names(cards)} ${v(cards, "parle", "parlent")} de vos espoirs et de la façon de prendre soin de vous.`,
      ({ cards }) => `Savoir si un enfant viendra n'est pas à la portée ${namesDu(cards)} ; ${v(cards, "cette carte est lue", "ces cartes sont lues")} ici pour ce que vous ressentez pendant l'attente.`,
    ],
    law: [
      ({ cards }) => `Aucune carte ne peut dire comment un tribunal ou une administration tranchera ; un avocat peut vous dire où vous en êtes, et ${names(cards)} ${v(cards, "parle", "parlent")} de la façon d'y faire face.`,
      ({ cards, f }) => `L'issue de ${f.topic} n'est pas aux cartes de la dicter ; ${names(cards)} ${v(cards, "se lit", "se lisent")} donc ici pour la façon dont vous traversez cette épreuve.`,
    ],
  },
  care: {
    others_health: [
      ({ f }) => `Attendre pendant que ${f.who} ne ${f.pl ? "vont" : "va"} pas bien est difficile, et il est bien naturel d'espérer une réponse claire.`,
      ({ f }) => `Interroger les cartes sur la santé de ${f.who} pèse lourd, et cette lecture accueille la question avec délicatesse.`,
      ({ f }) => `Votre question porte l'inquiétude que vous avez pour ${f.who}, et elle mérite une réponse attentive.`,
    ],
    own_health: [
      ({ cards }) => `Les questions sur votre corps méritent une réponse attentive, et ${names(cards)} ${v(cards, "offre", "offrent")} matière à réflexion, jamais un diagnostic.`,
      ({ cards }) => `Pour ce qui touche à votre santé, ${names(cards)} ${est(cards, "lu")} pour réfléchir, jamais pour diagnostiquer.`,
    ],
    death: [
      ({ cards }) => `Une question qui touche à la mort est parmi les plus lourdes à poser, et ${names(cards)} ${est(cards, "lu")} ici avec soin.`,
      ({ cards }) => `La peur de perdre quelqu'un, ou de mourir, mérite de la douceur, et c'est ainsi que ${names(cards)} ${est(cards, "lu")} ici.`,
    ],
    pregnancy: [
      ({ cards }) => `Désirer un enfant, ou s'inquiéter d'une grossesse, touche quelque chose de profond, et ${names(cards)} ${est(cards, "lu")} ici avec douceur.`,
      ({ cards }) => `Une question sur une grossesse porte beaucoup d'espoir, et ${names(cards)} ${est(cards, "lu")} en le gardant à l'esprit.`,
    ],
    money: [
      ({ cards }) => `Les soucis d'argent pèsent sur tout, et ${names(cards)} ${v(cards, "peut", "peuvent")} vous aider à réfléchir, non prédire vos finances.`,
      ({ cards, f }) => `Aucune carte ne peut faire de promesse sur ${f.topic}, et ${names(cards)} ne ${v(cards, "s'y essaie", "s'y essaient")} pas.`,
    ],
    debt: [
      ({ cards }) => `Les dettes sont une source de stress, et vous n'avez pas à les porter sans aide ; ${names(cards)} ${est(cards, "lu")} ici pour vous aider à y voir clair, non pour vous dire quoi payer.`,
      ({ cards }) => `Devoir de l'argent peut être écrasant, mais il existe une aide réelle, et ${names(cards)} ${v(cards, "peut", "peuvent")} vous aider à y faire face avec calme.`,
    ],
    law: [
      ({ cards }) => `Un souci juridique pèse lourd, et ${names(cards)} ne ${v(cards, "peut", "peuvent")} pas vous dire comment il finira.`,
      ({ cards }) => `Une question juridique a de vraies conséquences, et ${names(cards)} ${est(cards, "lu")} ici seulement pour réfléchir.`,
    ],
    wellbeing: [
      () => `Ce que tu décris est lourd à porter, et cela compte plus que n’importe quelle carte : tu mérites un vrai soutien, pas seulement un tirage.`,
      () => `Les jours dont tu parles sont durs, et ce tirage se lit avec douceur, à côté de l’aide qu’une personne peut t’apporter.`,
    ],
  },
  when: [
    ({ f, frame }) => `Les cartes ne donnent pas de dates ; lisez-les comme le climat autour de ${f.topic} pour ${FRAMES[frame]}, non comme une échéance.`,
    ({ frame }) => `Vous avez demandé pour ${FRAMES[frame]}, et les cartes parlent du bon moment plutôt que d'un calendrier.`,
  ],
};
