import type { ProseTools, StaticPageWords, FaqWords, Faq } from "../../prose";

// French typography, as in the French catalogs: straight apostrophes (&apos; in JSX text), a no-break space before
// ? ! : ; and inside « » (&nbsp; in JSX text, \u00a0 in strings).
const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} tirage", other: "{count} tirages" });

function faqs(tools: ProseTools): Faq[] {
  const { appName, Link, SupportEmailLink, figures, price } = tools;
  return [
    {
      question: `Comment fonctionne ${appName}\u00a0?`,
      answer: (
        <p>
          Écrivez la question qui vous occupe, choisissez un type de tirage et une catégorie, puis tirez vos cartes
          dans un jeu des 22 arcanes majeurs étalé en éventail. Quand vous les révélez, notre IA rédige une
          interprétation qui relie chaque carte à votre question et à sa place dans le tirage.
        </p>
      ),
    },
    {
      question: "Combien de tirages puis-je faire gratuitement\u00a0?",
      answer: (
        <p>
          Chaque compte gratuit donne droit à {freeReadings(tools)} par mois, en «&nbsp;Une carte&nbsp;» ou en «&nbsp;Oui ou
          non&nbsp;», sur des questions générales. Avec l&apos;abonnement, vous avez des tirages illimités, dans la limite
          d&apos;un usage raisonnable de {figures.fairUsePerDay} par jour, ainsi que tous les types de tirage et toutes
          les catégories, pour {price} par mois. Sous chaque tirage terminé, vous pouvez poser une
          question complémentaire sur les mêmes cartes sans en tirer de nouvelles&nbsp;: {figures.followUpsPerReading.free}{" "}
          par tirage avec un compte gratuit, {figures.followUpsPerReading.subscribed} avec l&apos;abonnement. Les questions
          complémentaires ne sont jamais décomptées de vos tirages du mois. Tout le monde reçoit gratuitement la carte
          du jour, et «&nbsp;Mes tirages&nbsp;» vous montre dans «&nbsp;Tendances&nbsp;» les récurrences de vos 30&nbsp;derniers
          jours&nbsp;; avec l&apos;abonnement, vous les voyez aussi sur 90&nbsp;jours et depuis le début.
        </p>
      ),
    },
    {
      question: "Faut-il s'y connaître en tarot\u00a0?",
      answer: (
        <p>
          Pas du tout. Chaque tirage explique ce que signifient vos cartes et leur lien avec votre question&nbsp;:
          aucune expérience n&apos;est nécessaire. Si la curiosité vous prend, notre{" "}
          <Link href={"/how-to-use"}>guide</Link> vous accompagne pas à pas dans un tirage et vous
          présente les 22 cartes.
        </p>
      ),
    },
    {
      question: "Comment m'abonner\u00a0?",
      answer: (
        <p>
          Connectez-vous avec votre compte Google, puis choisissez «&nbsp;S&apos;abonner&nbsp;» dans votre profil
          ou appuyez sur le badge «&nbsp;Gratuit&nbsp;» en haut de la page. Vous arrivez alors sur la page de paiement
          sécurisée de Stripe pour régler par carte, et votre abonnement commence dès que le paiement est accepté.
        </p>
      ),
    },
    {
      question: "Mes tirages sont-ils privés\u00a0?",
      answer: (
        <p>
          Oui. Vos questions et vos tirages sont liés à votre compte&nbsp;; ils ne sont jamais partagés ni vendus. Pour
          rédiger l&apos;interprétation d&apos;un tirage, votre question et les cartes tirées sont envoyées à notre fournisseur
          d&apos;IA. Quand vous partagez votre carte du jour, seuls la carte et son message général du jour sont
          partagés, jamais rien de personnel. Notre <Link href={"/privacy"}>Politique de confidentialité</Link> donne tous
          les détails.
        </p>
      ),
    },
    {
      question: "Quels e-mails m'envoyez-vous, et comment les arrêter\u00a0?",
      answer: (
        <>
          <p>
            Seulement ceux que vous demandez, plus les e-mails nécessaires à votre compte. Dans la partie
            «&nbsp;Notifications&nbsp;» de votre profil, vous pouvez recevoir la carte du jour par e-mail ou par
            notification push à l&apos;heure de votre choix, et sous chaque tirage vous pouvez choisir «&nbsp;Me demander
            dans 7 / 14 / 30 jours ce qui s&apos;est passé&nbsp;» pour recevoir une seule demande de suivi ce jour-là. Les e-mails liés
            au compte (abonnement activé, résiliation programmée, fin de Premium, échec d&apos;un paiement de
            renouvellement, compte supprimé) arrivent toujours. Aucun message ne contient jamais vos questions, vos
            tirages ou vos notes.
          </p>
          <p>
            Pour ne plus les recevoir, désactivez-les dans votre profil, appuyez sur «&nbsp;Me désabonner des envois
            facultatifs&nbsp;», ou utilisez le lien de désabonnement présent dans chaque e-mail de carte du jour ou de
            suivi. Notre <Link href={"/privacy"}>Politique de confidentialité</Link> donne
            les détails.
          </p>
        </>
      ),
    },
    {
      question: "Quels moyens de paiement acceptez-vous\u00a0?",
      answer: (
        <p>
          Nous acceptons les principales cartes bancaires, comme Visa, Mastercard et American Express. Les paiements
          sont traités par Stripe&nbsp;: votre numéro de carte n&apos;arrive jamais sur nos serveurs.
        </p>
      ),
    },
    {
      question: "Comment gérer ou résilier mon abonnement\u00a0?",
      answer: (
        <p>
          Ouvrez votre profil et choisissez «&nbsp;Gérer l&apos;abonnement&nbsp;». Vous accédez alors au portail client de
          Stripe, où vous pouvez mettre à jour votre carte, télécharger vos factures ou résilier à tout moment.
        </p>
      ),
    },
    {
      question: "Puis-je obtenir un remboursement\u00a0?",
      answer: (
        <>
          <p>
            Si un prélèvement vous semble incorrect ou si vous rencontrez un autre problème de facturation,
            écrivez-nous à <SupportEmailLink /> et nous l&apos;examinerons avec vous.
          </p>
          <p>
            Après une résiliation, plus aucun prélèvement n&apos;a lieu, et votre abonnement reste actif jusqu&apos;à la fin de
            la période de facturation déjà payée.
          </p>
        </>
      ),
    },
  ];
}

function FaqFr(tools: ProseTools): FaqWords {
  const { SupportEmailLink } = tools;
  return {
    title: "Questions fréquentes",
    lead: "Des réponses rapides aux questions qu'on nous pose le plus souvent. Sélectionnez une question pour afficher sa réponse.",
    faqs: faqs(tools),
    moreTitle: "Une autre question\u00a0?",
    more: (
      <>
        Écrivez à <SupportEmailLink /> et nous vous répondrons.
      </>
    ),
  };
}

export const faq: StaticPageWords<FaqWords> = {
  title: "Questions fréquentes",
  description: (appName) =>
    `Réponses sur ${appName}\u00a0: le fonctionnement des tirages, les tirages gratuits et l'abonnement, la confidentialité, les paiements, la résiliation et les remboursements.`,
  body: FaqFr,
};
