import type { SafetyLexicon } from "../../writer";

/** What the safety checks look for in French prose (lib/writers/quality/safety.ts). */
export const safety: SafetyLexicon = {
  certainty:
    "\\b(?:certainement|sûrement|assurément|sans aucun doute|à coup sûr|garanti\\w*|forcément|définitivement|à 100 ?%)\\b[^.!?]*\\b(?:guéri\\w*|rétabli\\w*|survivr\\w*|mourir|mourra|mort|enceinte|grossesse|bébé|gagner\\w*|gagnera\\w*|perdr\\w*|argent|dettes?|riche|bénéfices?|procès|affaire|jugement|garde)\\b|\\b(?:(?:elle|il) (?:va|vont) (?:guérir|se rétablir|survivre|mourir)|(?:elle|il) guérira|(?:elle|il) se rétablira(?: complètement)?|(?:elle|il) survivra|(?:elle|il) mourra|vous (?:allez tomber|tomberez) enceinte|vous aurez (?:un|le) bébé|vous (?:allez gagner|gagnerez) (?:le|votre) procès|vous (?:allez perdre|perdrez) (?:le|votre) procès|vous récupérerez (?:votre|l')argent|vous rembourserez toutes vos dettes)\\b",
  hedges: "\\b(?:si|s'il|s'elle|peut|peuvent|pourrait|pourraient|peut-être|espérer|espère|personne ne peut|impossible de dire|rien ne garantit|n'est pas (?:certain|sûr)|aucune carte|ne (?:peut|peuvent) pas|ne promet)\\b",
  instruction:
    "\\b(?:arrêtez|arrête|cessez|suspendez|interrompez|commencez|prenez|augmentez|réduisez|diminuez|changez|doublez)\\s+(?:de\\s+)?(?:prendre\\s+)?(?:le\\s+|la\\s+|les\\s+|l'|son\\s+|sa\\s+|ses\\s+|votre\\s+|vos\\s+)?(?:médicaments?|traitement|cachets|comprimés|dose|posologie|chimio\\w*|thérapie|insuline|antidépresseurs?)\\b|\\b(?:refusez|annulez|évitez)\\s+(?:l'|la\\s+|le\\s+|son\\s+|sa\\s+|votre\\s+)?(?:opération|chirurgie|traitement)\\b|\\binvestissez\\s+(?:dans|en|votre|vos|tout)\\b|\\bplacez (?:votre|vos|tout votre) (?:argent|épargne|économies)\\b|\\b(?:achetez|vendez)\\s+(?:des\\s+|vos\\s+|les\\s+)?(?:actions|crypto\\w*|bitcoins?)\\b|\\bcontractez (?:un|un autre|un nouveau) (?:prêt|crédit)\\b|\\barrêtez de (?:payer|rembourser)\\b|\\bdéclarez (?:la )?faillite\\b|\\bsignez (?:le|ce|cet) (?:contrat|accord|document)\\b|\\bplaidez coupable\\b|\\bportez plainte\\b|\\bvous n'avez pas besoin d'(?:un )?avocat\\b",
  instructionExcuses: "\\b(?:jamais|sans|avant de|ne)\\b[^.!?]*\\b(?:médecins?|équipe médicale|pharmacien\\w*|avocat\\w*|conseill\\w*)\\b",
  decisionOrder:
    "\\bagissez (?:dès )?(?:aujourd'hui|maintenant|tout de suite)\\b|\\b(?:quittez|lâchez) (?:votre|vos|la|le) (?:emploi|travail|poste|études|fac|université|couple|conjoint\\w*) (?:dès )?(?:aujourd'hui|maintenant)\\b|\\bdonnez votre démission\\b|\\b(?:lancez-vous|foncez|sautez le pas) (?:dès )?(?:aujourd'hui|maintenant)\\b",
  referral: {
    health:
      "\\b(?:médecins?|docteur\\w*|équipe (?:médicale|soignante)|soignants?|infirmi\\w*|spécialistes?|pharmacien\\w*|psychologue|thérapeute|professionnel\\w* de (?:la )?santé|professionnel\\w* qualifié\\w*|aidants?|avis médical|personnel soignant|vétérinaires?)\\b",
    money:
      "\\b(?:conseill\\w* (?:financi\\w*|budgétaire|en économie sociale)|point conseil budget|commission de surendettement|banque de france|association de consommateurs|expert-comptable|professionnel\\w* (?:de la finance|qualifié\\w*)|travailleur social|assistante? sociale?)\\b",
    law: "\\b(?:avocat\\w*|conseil juridique|aide juridictionnelle|maison de (?:la )?justice|juriste|notaire|professionnel\\w* du droit|professionnel\\w* qualifié\\w*)\\b",
    wellbeing:
      "\\b(?:médecin(?: traitant)?|psychologue|psychiatre|thérapeute|sos amitié|09 72 39 40 50|3114|ligne d['’]écoute|accompagnement (?:du|au) deuil|groupe de deuil)\\b",
  },
  askersBody: "\\b(?:votre (?:propre )?(?:corps|santé|guérison|diagnostic|traitement|maladie)|vos (?:symptômes|médicaments))\\b|\\bcomment vous vous sentez physiquement\\b|\\bvous laisse fatigué\\w*\\b",
  careTeam: "\\b(?:ses (?:médecins|soignants|infirmi\\w*)|son équipe (?:médicale|soignante)|l'équipe (?:médicale|soignante)|les (?:médecins|soignants|infirmi\\w*)|le personnel soignant)\\b",
  encouraging: "(?:faites|fais|faire) (?:de la )?place à|accueillez|accueillir|embrassez|embrasser|laissez-vous (?:aller à|porter par)|abandonnez-vous à|cultivez|cultiver|nourrissez|célébrez|célébrer|cédez à|autorisez-vous|accordez-vous|un bon (?:jour|moment) pour",
  outsideAnswered: { reading: "\\b(?:un|ce) tirage\\b", life: "\\bvotre (?:propre )?vie\\b" },
  omenOutcome:
    "\\b(?:mène\\w*|conduit\\w*|aboutit|aboutissent|débouche\\w*|pointe\\w*|chemin|route|histoire|issue|résultat)\\b[^.!?]{0,30}(?:\\bvers |\\bà |\\bjusqu['’]à )(?:la )?(?:mort|tour|maison dieu)\\b",
  lowMood:
    "\\b(?:je n['’]arrive (?:plus |pas )?à (?:me lever|sortir du lit)|je ne (?:me lève|sors) plus (?:du lit)?)\\b|\\bje ne mange (?:plus|presque plus|rien)\\b|\\bje pleure (?:tous les jours|chaque jour|toute la journée|toutes les nuits)\\b|\\b(?:je m['’]enferme|enfermée?) dans ma chambre\\b|\\bje n['’]ai (?:plus )?envie de rien\\b|\\bje me sens (?:si |tellement )?(?:vide|déprimée?|sans espoir)\\b|\\bplus rien n['’]a de sens\\b",
  bereaved:
    "\\b(?:décédée?s?|est morte?|nous a quitté\\w*|n['’]est plus (?:là|parmi nous)|(?:j['’]ai perdu|nous avons perdu|on a perdu) (?:ma|mon|notre) (?:mère|père|maman|papa|sœur|frère|fils|fille|mari|femme|grand-mère|grand-père))\\b",
  negations: "\\b(?:ne|pas|jamais|sans|plutôt que|au lieu de|ni)\\b|\\bn['’]",
};
