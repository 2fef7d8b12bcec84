import type { SynthesisLines } from "../../../local-writer";
import { wordPattern } from "../../../writer";
import { oneColon } from "../../../quote-frames";
import { agree, names, namesAu, ordinal, v, type FrCard, type FrFocus } from "./grammar";

/** La synthèse : les cartes ensemble, le conseil de la carte clé, une aide réelle là où il faut, un pas, et la dernière phrase de la voix. */

/** "Quoi que dise le Soleil", "Quoi que disent le Soleil et la Lune". */
const whatever = (cards: readonly FrCard[], singular: string, plural: string) => `Quoi que ${v(cards, singular, plural)} ${names(cards)}`;

export const SYNTHESIS: SynthesisLines<FrCard, FrFocus> = {
  transition: {
    gentle: [],
    direct: [() => `Maintenant, le tableau complet.`, ({ f }) => `Voici l'essentiel sur ${f.topic}.`],
    practical: [() => `Passons au plan d'ensemble.`, ({ f }) => `Voici ce que cela donne pour ${f.topic}.`],
    mystic: [() => `Laissons maintenant les images parler d'une seule voix.`, ({ f }) => `Prenez du recul, et au-dessus de ${f.topic} les symboles épars deviennent une seule tapisserie.`],
  },
  tie: {
    one_card: [
      ({ cards: [c], f, themes: [t] }) => `Dans l'ensemble, ${c.le} vous ${v(c, "invite", "invitent")} à aborder ${f.topic} avec ${t.gift}.`,
      ({ cards: [c], f }) => `Avec une seule carte, la lecture est un point d'attention plutôt qu'une prédiction, et pour ${f.topic} ce point, c'est ${c.le}.`,
      ({ cards: [c], f }) => `La carte unique garde le message simple : ${c.le} ${v(c, "est", "sont")} le fil à suivre dans ${f.topic}.`,
    ],
    yes_no: [
      ({ cards, themes }) => `Ensemble, ${names(cards)} apportent à votre question ${themes[0].gift}, ${themes[1].gift} et ${themes[2].gift}.`,
      ({ cards, f, themes }) => `Côte à côte, ${names(cards)} vous invitent à aborder ${f.topic} avec ${themes[0].gift} et ${themes[2].gift}.`,
      ({ f, themes }) => `Quel que soit l'équilibre, ces trois cartes apportent à ${f.topic} ${themes[0].gift}, ${themes[1].gift} et ${themes[2].gift}.`,
    ],
    three_cards: [
      ({ cards: [past, present, future], themes }) =>
        `Ensemble, les cartes racontent comment ${past.le} ${v(past, "a apporté", "ont apporté")} autrefois ${themes[0].weight}, comment ${present.le} ${v(present, "apporte", "apportent")} aujourd'hui ${themes[1].gift} et comment ${future.le} ${v(future, "promet", "promettent")} ${themes[2].gift} ; le présent est l'endroit où vous avez le plus de prise.`,
      ({ cards: [past, present, future] }) => `Passé, présent et futur se tiennent ici : ${past.le} ${v(past, "a préparé", "ont préparé")} le terrain, ${present.le} ${v(present, "est", "sont")} la tâche du moment, et ${future.le} ${v(future, "est", "sont")} la promesse si vous persévérez.`,
      ({ cards: [past, , future], f }) => `Vues comme un seul mouvement, les cartes mènent ${f.topic} ${past.du} vers ${future.le}, et c'est aujourd'hui que ce voyage peut s'orienter.`,
    ],
    tarot: [
      ({ cards }) => `Dans l'ensemble, le tirage montre ${cards[0].le} ${agree(cards[0], "mis")} à l'épreuve par ${cards[1].le}, avec ${cards[2].le} en sous-main ; ${cards[3].le} ${v(cards[3], "offre", "offrent")} l'issue, et ${cards[4].le} ${v(cards[4], "montre", "montrent")} où elle peut mener.`,
      ({ cards }) => `Les cinq cartes forment une seule image : la situation ${cards[0].du} rencontre le défi ${cards[1].du}, ${cards[2].le} ${v(cards[2], "façonne", "façonnent")} les choses par en dessous, et le conseil ${cards[3].du} mène vers ${cards[4].le}.`,
      ({ cards, f }) => `Vue d'ensemble, c'est une histoire de ${f.topic} qui va ${cards[0].du} ${cards[4].au}, avec ${cards[3].le} comme passage.`,
    ],
    generic: [
      ({ cards, f }) => `Ensemble, ${names(cards)} ${v(cards, "raconte", "racontent")} une seule histoire sur ${f.topic}.`,
      ({ cards, f }) => `Lu dans l'ordre, le tirage va ${cards[0].du} ${cards[cards.length - 1].au}, et chaque carte en chemin ajoute quelque chose à ${f.topic}.`,
      ({ cards, f }) => `Vu dans son ensemble, le tirage raconte une histoire sur ${f.topic}, et il penche vers ${cards[cards.length - 1].le}.`,
    ],
  },
  careTie: [
    ({ cards, f }) => `Ensemble, ${names(cards)} ${v(cards, "parle", "parlent")} moins de résultats que de la façon de porter ${f.topic} : avec patience, avec espoir et en laissant de la place à ce que vous ressentez.`,
    ({ cards }) => `Côte à côte, ${names(cards)} ${v(cards, "décrit", "décrivent")} un temps à traverser avec douceur plutôt qu'un résultat à prédire.`,
    ({ cards, f }) => `Ce qu'${v(cards, "offre", "offrent")} ${names(cards)}, ce n'est pas une prédiction, mais une compagnie pour ${f.topic}.`,
  ],
  counsel: {
    gentle: oneColon([
      ({ c, f, advice }) => `Pour ${f.topic}, le conseil ${c.du} est celui à garder avec vous : ${advice}`,
      ({ c, f, advice }) => `Si vous ne retenez qu'une chose ${c.du} pour ${f.topic}, que ce soit celle-ci : ${advice}`,
      ({ c, f, advice }) => `Le fil pratique pour ${f.topic}, c'est ${c.le} qui le ${v(c, "donne", "donnent")} : ${advice}`,
      ({ c, f, advice }) => `En avançant dans ${f.topic}, gardez près de vous le conseil ${c.du} : ${advice}`,
      ({ c, f, advice }) => `Dans tout ce qui touche à ${f.topic}, souvenez-vous de ce que ${c.le} vous ${v(c, "demande", "demandent")} : ${advice}`,
      ({ c, advice }) => `Le conseil ${c.du} est doux et clair : ${advice}`,
      ({ c, f, advice }) => `Pour ${f.topic}, ${c.le} vous ${v(c, "laisse", "laissent")} un conseil : ${advice}`,
    ], "advice", " ; "),
    direct: oneColon([
      ({ c, f, advice }) => `Le conseil net sur ${f.topic} vient ${c.du} : ${advice}`,
      ({ c, advice }) => `Retenez ceci ${c.du} : ${advice}`,
      ({ c, f, advice }) => `Pour ${f.topic}, suivez la règle ${c.du} : ${advice}`,
    ], "advice", " ; "),
    practical: oneColon([
      ({ c, f, advice }) => `La règle la plus utile pour ${f.topic} vient ${c.du} : ${advice}`,
      ({ c, advice }) => `Prenez le conseil ${c.du} comme principe de travail : ${advice}`,
      ({ c, advice }) => `Mesurez chaque pas à l'aune du conseil ${c.du} : ${advice}`,
    ], "advice", " ; "),
    mystic: oneColon([
      ({ c, advice }) => `Portez la sagesse ${c.du} comme une lanterne dans les semaines à venir : ${advice}`,
      ({ c, f, advice }) => `Le conseil le plus profond pour ${f.topic} monte ${c.du} : ${advice}`,
      ({ c, advice }) => `Que l'enseignement ${c.du} marche à vos côtés : ${advice}`,
    ], "advice", " ; "),
  },
  careCounsel: {
    others_health: [
      ({ c, themes }) => `Pour vous-même, pendant cette période, gardez ce que ${c.le} vous ${v(c, "offre", "offrent")} : ${themes.gift}.`,
      ({ c, f }) => `${c.Le} vous ${v(c, "rappelle", "rappellent")} que votre propre repos compte aussi pendant que vous êtes là pour ${f.elle}.`,
      ({ c }) => `Dans les jours qui viennent, ${c.le} vous ${v(c, "demande", "demandent")} de prendre soin de vous aussi, pour pouvoir continuer à donner.`,
    ],
    death: [
      ({ c, themes }) => `Au milieu de tout cela, gardez ce que ${c.le} vous ${v(c, "offre", "offrent")} : ${themes.gift}.`,
      ({ c }) => `${c.Le} vous ${v(c, "demande", "demandent")} de faire preuve de douceur envers vous-même et de laisser vos proches partager le poids.`,
    ],
    pregnancy: [
      ({ c, themes }) => `Pendant l'attente, gardez ce que ${c.le} vous ${v(c, "offre", "offrent")} : ${themes.gift}.`,
      ({ c }) => `${c.Le} vous ${v(c, "demande", "demandent")} de prendre soin de vous avec tendresse pendant l'attente, quoi qu'elle apporte.`,
    ],
  },
  referral: {
    doctor: [
      ({ cards }) => `${whatever(cards, "dise", "disent")}, un médecin est la bonne personne pour toute vraie inquiétude sur votre santé.`,
      ({ cards }) => `Si quelque chose dans votre santé vous inquiète, parlez-en à un médecin ; ${names(cards)} ne ${v(cards, "peut", "peuvent")} que vous aider à réfléchir.`,
    ],
    medical_team: [
      ({ f }) => `Les médecins et les personnes qui soignent ${f.who} sont les mieux placés pour vous dire comment ${f.il} ${f.pl ? "vont" : "va"}, et comment l'aider au mieux.`,
      ({ cards, f }) => `${whatever(cards, "montre", "montrent")}, ${f.pl ? "leur" : "son"} équipe soignante connaît sa situation ; demandez-lui ce qui aiderait.`,
    ],
    vet: [
      ({ cards, f }) => `Votre vétérinaire est la bonne personne pour ${f.topic} ; ${names(cards)} ne ${v(cards, "peut", "peuvent")} que vous aider à réfléchir à la façon d'en prendre soin.`,
      ({ cards }) => `Pour tout ce qui touche à la santé de votre animal, faites confiance à votre vétérinaire plus qu'${namesAu(cards)}.`,
    ],
    midwife: [
      ({ cards }) => `Pour tout ce qui concerne une grossesse, votre médecin ou votre sage-femme est la bonne personne à consulter, quoi que ${v(cards, "dise", "disent")} ${names(cards)}.`,
      ({ cards }) => `Un médecin ou une sage-femme peut répondre là où ${names(cards)} ne le ${v(cards, "peut", "peuvent")} pas, et cela vaut la peine de demander.`,
    ],
    debt_adviser: [
      ({ cards }) => `Un conseiller budgétaire, dans un Point conseil budget gratuit et indépendant, peut revoir avec vous ce que vous devez et vous expliquer vos options ; c'est une aide réelle, et ${names(cards)} ne ${v(cards, "peut", "peuvent")} pas la remplacer.`,
      ({ cards }) => `Avant de décider quoi que ce soit au sujet de vos dettes, parlez gratuitement à un conseiller budgétaire d'un Point conseil budget ; ${names(cards)} vous ${v(cards, "aide", "aident")} à réfléchir, ce service vous aide à agir.`,
    ],
    financial_adviser: [
      ({ cards }) => `Pour les décisions d'argent, un conseiller financier qualifié et indépendant peut vous aider là où ${names(cards)} ne le ${v(cards, "peut", "peuvent")} pas.`,
      ({ cards }) => `${whatever(cards, "dise", "disent")}, faites vérifier toute décision financière par un professionnel qualifié avant de vous engager.`,
    ],
    lawyer: [
      ({ cards }) => `Pour le volet juridique, un avocat ou un point d'accès au droit peut vous dire où vous en êtes ; ${names(cards)} ne ${v(cards, "peut", "peuvent")} que vous aider à réfléchir.`,
      ({ cards }) => `${whatever(cards, "dise", "disent")}, laissez un avocat guider les démarches juridiques.`,
    ],
    listening_line: [
      () => `Parle à ton médecin traitant ou à un psychologue de ce que tu vis ; et si une journée pèse trop, SOS Amitié écoute au 09 72 39 40 50.`,
      () => `Un médecin traitant ou un psychologue peut t’aider dans ces jours-là, et SOS Amitié est là pour écouter, jour et nuit, au 09 72 39 40 50.`,
    ],
    grief_support: [
      () => `Un accompagnement au deuil, ton médecin traitant ou SOS Amitié (09 72 39 40 50) peuvent marcher à tes côtés ; tu n’as pas à porter cela seul.`,
      () => `Si la perte pèse sur tes journées, un psychologue ou un groupe de deuil peut t’aider, et SOS Amitié écoute au 09 72 39 40 50.`,
    ],
  },
  step: {
    general: [
      ({ c }) => `D'ici la fin de la semaine, notez un petit pas que ${c.le} vous ${v(c, "suggère", "suggèrent")}, et faites-le.`,
      ({ c }) => `Choisissez une action concrète qui s'accorde avec l'esprit ${c.du}, et donnez-lui une date dans les jours qui viennent.`,
      ({ c }) => `Ce soir, écrivez votre question en haut d'une page et, en dessous, la première chose que ${c.le} vous ${v(c, "donne", "donnent")} envie de faire.`,
      ({ c }) => `Confiez à une personne de confiance ce que vous pesez, et remarquez quelle part du message ${c.du} vous vous surprenez à répéter.`,
    ],
    love: [
      ({ c }) => `Dans les prochains jours, offrez une conversation sincère ou un petit geste d'attention, dans l'esprit ${c.du}, et voyez ce que cela ouvre.`,
      ({ c }) => `Choisissez une chose que vous n'avez pas encore dite ou montrée, et laissez ${c.le} vous aider à trouver un bon moment pour la partager cette semaine.`,
      ({ c }) => `Cette semaine, accordez une soirée sans hâte au lien qui compte le plus pour vous, avec le message ${c.du} en tête.`,
      ({ c }) => `Écrivez ce que vous voulez le plus ressentir en amour, puis choisissez une petite chose que ${c.le} vous ${v(c, "inspire", "inspirent")} pour en ressentir davantage cette semaine.`,
    ],
    career: [
      ({ c }) => `Choisissez un pas concret, un e-mail, une candidature ou une conversation, et faites-le cette semaine avec le conseil ${c.du} en tête.`,
      ({ c }) => `Avant la fin de la semaine, parlez à un collègue, un mentor ou un contact de ce que ${c.le} vous ${v(c, "montre", "montrent")}.`,
      ({ c }) => `Cette semaine, mettez à jour votre CV ou votre profil pour qu'il pointe là où ${c.le} vous ${v(c, "oriente", "orientent")}.`,
      ({ c }) => `Consacrez trente minutes cette semaine à une compétence dont votre prochaine étape aura besoin, et laissez ${c.le} vous rappeler pourquoi elle compte.`,
    ],
    health: [
      ({ c }) => `Prenez le message ${c.du} comme une invitation à un petit changement dans votre repos ou votre rythme quotidien, tenu pendant une semaine.`,
      ({ c }) => `Avec ${c.le} en tête, gardez une soirée cette semaine pour un vrai repos, et observez comment votre énergie répond.`,
      ({ c }) => `Chaque soir cette semaine, notez en une ou deux lignes comment était votre énergie, et voyez si le thème ${c.du} apparaît.`,
    ],
    personal_development: [
      ({ c }) => `Notez une croyance ou une habitude que ${c.le} vous ${v(c, "invite", "invitent")} à mettre à l'épreuve, et essayez une autre manière pendant sept jours.`,
      ({ c }) => `Chaque soir cette semaine, notez un moment où vous avez agi dans l'esprit ${c.du}.`,
      ({ c }) => `Faites-vous une petite promesse que ${c.le} ${v(c, "reconnaîtrait", "reconnaîtraient")}, et tenez-la la semaine prochaine.`,
    ],
    spirituality: [
      ({ c }) => `Accordez-vous dix minutes de calme chaque jour cette semaine pour contempler l'image ${c.du}, et voyez ce qui émerge.`,
      ({ c }) => `Choisissez un rituel simple, une marche, une bougie ou une page de journal, et revenez chaque matin au message ${c.du}.`,
      ({ c }) => `Cette semaine, terminez chaque journée en notant un moment où vous avez senti ${c.le} à l'œuvre, aussi petit soit-il.`,
    ],
    projects: [
      ({ c }) => `Listez les trois prochaines tâches concrètes, commencez par la plus petite, et laissez ${c.le} donner le rythme.`,
      ({ c }) => `Réservez cette semaine une séance concentrée pour faire avancer le plan, avec le conseil ${c.du} comme mesure.`,
      ({ c }) => `Écrivez la prochaine étape sur une seule ligne avec une date à côté, et confrontez-la au conseil ${c.du}.`,
    ],
    emotions: [
      ({ c }) => `Accordez à vos émotions quelques minutes chaque soir cette semaine, dans un carnet ou avec une personne de confiance, dans l'esprit ${c.du} : sans hâte de les réparer.`,
      ({ c }) => `Quand une émotion forte monte cette semaine, prenez le temps de la nommer avant d'agir, comme le ${v(c, "suggère", "suggèrent")} ${c.le}.`,
      ({ c }) => `Choisissez une personne de confiance et dites-lui honnêtement comment vous allez, avec le message ${c.du} comme point de départ.`,
    ],
    creativity: [
      ({ c }) => `Réservez cette semaine une séance sans hâte et créez quelque chose dans l'esprit ${c.du}, même brut.`,
      ({ c }) => `Commencez une petite pièce inspirée par ${c.le}, et autorisez-vous à la finir imparfaite.`,
      ({ c }) => `Rassemblez trois images ou phrases que ${c.le} vous ${v(c, "évoque", "évoquent")}, et créez quelque chose à partir de l'une d'elles cette semaine.`,
    ],
    others_health: [
      ({ c }) => `Tenez un petit carnet de ce que disent les médecins et de ce que vous voulez leur demander, pour ne pas tout porter dans votre tête, et laissez ${c.le} vous rappeler de vous reposer aussi.`,
      ({ c, f }) => `Apportez-${f.lui} quelque chose de la maison, ou restez simplement un moment auprès ${f.pl ? "d'eux" : f.f ? "d'elle" : "de lui"} ; dans l'esprit ${c.du}, être là peut compter plus que toute réponse.`,
      ({ c }) => `Partagez les visites et l'attente avec une personne de confiance cette semaine, pour pouvoir tenir, comme le ${v(c, "conseillerait", "conseilleraient")} ${c.le}.`,
    ],
    pet_health: [
      ({ c }) => `Veillez à son confort et suivez les conseils de votre vétérinaire ; ${c.le} vous ${v(c, "demande", "demandent")} de prendre soin de vous aussi pendant l'inquiétude.`,
      ({ c }) => `Notez vos questions pour le vétérinaire avant la prochaine visite, et laissez ${c.le} vous apaiser pendant l'attente.`,
    ],
    debt: [
      ({ c }) => `Cette semaine, mettez sur une seule page tout ce que vous devez, à qui et combien, et apportez cette page à un service gratuit de conseil budgétaire ; ${c.le} ${v(c, "invite", "invitent")} à regarder les choses en face, calmement.`,
      ({ c }) => `Appelez cette semaine un service gratuit de conseil en surendettement, avec le conseil ${c.du} en tête : regarder les chiffres est le premier pas.`,
      ({ c }) => `Prenez une heure cette semaine pour réunir vos relevés au même endroit, afin qu'un conseiller puisse les parcourir clairement avec vous, dans l'esprit ${c.du}.`,
    ],
    money: [
      ({ c }) => `Prenez une demi-heure cette semaine pour mettre côte à côte les revenus et les dépenses du mois, et notez une chose que ${c.le} vous ${v(c, "pousse", "poussent")} à regarder de plus près.`,
      ({ c }) => `Avant toute grande décision d'argent, écrivez ce que vous savez, ce que vous ignorez et à qui vous pourriez demander, et laissez ${c.le} mettre de l'ordre dans vos idées.`,
    ],
    law: [
      ({ c }) => `Rassemblez cette semaine les courriers et documents de l'affaire dans un seul dossier, pour qu'un avocat puisse les voir clairement ; ${c.le} ${v(c, "favorise", "favorisent")} une démarche calme et ordonnée.`,
      ({ c }) => `Notez vos questions pour un avocat ou un point d'accès au droit avant de les rencontrer, avec le conseil ${c.du} en tête.`,
    ],
    job_risk: [
      ({ c }) => `Cette semaine, notez ce que vous avez accompli ces derniers mois et demandez à votre responsable un entretien court et franc sur votre poste, avec le conseil ${c.du} en tête.`,
      ({ c }) => `Relisez cette semaine votre contrat et tout courrier des ressources humaines, notez vos questions et portez-les aux RH ou à un représentant du personnel, dans l'esprit ${c.du}.`,
      ({ c }) => `Mettez votre CV à jour cette semaine, non pour partir mais pour que l'incertitude pèse moins, et laissez ${c.le} vous rappeler que vous avez des options.`,
    ],
    study: [
      ({ c }) => `Prévoyez cette semaine trois courtes séances de travail avec un objectif clair pour chacune, et laissez ${c.le} donner le ton.`,
      ({ c }) => `Notez la partie de vos études que vous évitez, et consacrez-lui vingt minutes demain, dans l'esprit ${c.du}.`,
      ({ c }) => `Posez à un enseignant ou à un camarade la question que vous repoussez, avec le message ${c.du} en tête.`,
    ],
    move: [
      ({ c }) => `Avant de décider quoi que ce soit, écrivez ce que le déménagement vous apporterait et ce qu'il vous coûterait, et relisez la liste en pensant ${c.au}.`,
      ({ c }) => `Prenez un après-midi cette semaine pour vous renseigner sur un point concret du déménagement, loyers, écoles ou travail, dans l'esprit ${c.du}.`,
    ],
    decision: [
      ({ c }) => `Écrivez ce que chaque chemin vous demanderait et vous donnerait, puis dormez dessus ; ${c.le} ${v(c, "peut", "peuvent")} vous aider à peser, mais le choix vous appartient.`,
      ({ c }) => `Parlez de la décision avec une personne de confiance, et laissez ${c.le} garder la balance honnête.`,
      ({ c }) => `Fixez-vous une date pour décider et, d'ici là, rassemblez ce qu'il vous reste à savoir, avec le conseil ${c.du} en tête.`,
    ],
    grief: [
      ({ c }) => `Laissez-vous cette semaine l'espace de ressentir ce que vous ressentez, et appuyez-vous sur un proche ; ${c.le} vous ${v(c, "demande", "demandent")} de la douceur envers vous-même.`,
      ({ c }) => `Passez cette semaine du temps sans hâte avec les personnes que vous aimez, dans l'esprit ${c.du}, et dites ce qui compte.`,
    ],
  },
  closing: {
    gentle: [
      ({ c, f }) => `Quoi qu'il arrive dans ${f.topic}, ${c.le} vous ${v(c, "rappelle", "rappellent")} qu'il reste de la lumière sur le chemin.`,
      ({ c, f }) => `Allez doucement avec ${f.topic} ; ces cartes contiennent plus d'espoir qu'il n'y paraît, et ${c.le} en ${v(c, "porte", "portent")} une part.`,
      ({ c, f }) => `Que l'espoir ${c.du} vous accompagne, vous et ${f.topic}, dans les jours qui viennent.`,
      ({ c, f }) => `Il y a de la place pour l'espoir dans ${f.topic}, et ${c.le} lui ${v(c, "garde", "gardent")} une porte ouverte.`,
      ({ c, f }) => `Laissez ${c.le} vous rappeler que de belles surprises restent possibles dans ${f.topic}.`,
      ({ c, f }) => `L'espoir n'est pas une certitude, mais ${c.le} en ${v(c, "laisse", "laissent")} beaucoup pour ${f.topic}.`,
    ],
    direct: [
      ({ c }) => `C'est le conseil ${c.du} qu'il faut mettre en pratique ; le reste est du contexte.`,
      ({ f }) => `Vous savez où vous en êtes avec ${f.topic}. Le prochain pas vous appartient.`,
      ({ c }) => `${c.Le} ${v(c, "a dit son mot", "ont dit leur mot")} ; la suite dépend de vous.`,
    ],
    practical: [
      () => `Notez ce pas avec une date et, ce jour-là, faites le point sur où en sont les choses.`,
      ({ c }) => `En fin de semaine, relisez le conseil ${c.du} et voyez le chemin parcouru.`,
      () => `Un pas à la fois suffit ; le suivant sera plus clair une fois celui-ci fait.`,
    ],
    mystic: [
      ({ c }) => `Allumez une bougie ou respirez calmement avant d'agir, et laissez l'image ${c.du} marcher avec vous.`,
      ({ c, f }) => `La lecture s'arrête ici, mais les symboles ${c.du} continueront de parler à travers ${f.topic}, en rêves et en petits signes, si vous écoutez.`,
      ({ c }) => `Allez doucement sous le ciel qui tourne ; ce que ${c.le} ${v(c, "a", "ont")} ouvert, vos propres pas l'achèveront.`,
    ],
  },
  memory: [
    ({ c, count }) => `${c.Le}, pour la ${ordinal(count)} fois ce mois-ci, ${v(c, "revient", "reviennent")} dans vos lectures, et son message demande encore votre attention.`,
    ({ c, count }) => `C'est la ${ordinal(count)} fois ce mois-ci que ${c.le} ${v(c, "apparaît", "apparaissent")} dans vos lectures, signe que son thème n'en a pas fini avec vous.`,
  ],
};

/** Une question sur la perte de son emploi (« perdre mon emploi », « licenciement », « mon poste est menacé ») : son pas concerne le poste, jamais un plan de révision. */
export const JOB_AT_RISK = wordPattern("\\bperdre (?:mon|ce|le) (?:emploi|travail|poste|boulot|job)\\b|\\blicenci\\w*|\\b(?:poste|emploi|travail) (?:est(?:-il)? )?(?:menacé|en danger|en jeu|sûr|sur la sellette)\\b|\\bgarder (?:mon|ce|le) (?:emploi|travail|poste|boulot)\\b|\\bplan social\\b|\\brestructuration\\w*", { flags: "iu" });
