import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Politique de confidentialité";
const description =
  "Les données que {appName} collecte, pourquoi, comment elles sont protégées et les choix dont vous disposez sur vos données.";

// French typography, as in the French catalogs: straight apostrophes (&apos; in JSX text), a no-break space before
// ? ! : ; and inside « » (&nbsp; in JSX text, \u00a0 in strings).

/** The Privacy Policy in French. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose } = tools;
  return (
    <article className={prose.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Politique de confidentialité</h1>
      <p className={prose.meta}>
        Dernière mise à jour&nbsp;: <time dateTime="2025-06-11">11 juin 2025</time>
      </p>
      <p className={prose.meta}>
        Ceci est une traduction&nbsp;: en cas de doute, la{" "}
        <Link href="/privacy" hrefLang="en">
          version originale en anglais
        </Link>{" "}
        fait foi.
      </p>
      <p className={prose.lead}>
        Vos questions peuvent être très personnelles, alors nous faisons simple&nbsp;: nous ne collectons que ce dont nous
        avons besoin pour vos tirages, vos tirages restent privés et nous ne vendons jamais vos données.
      </p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">Les données que nous collectons</h2>
        <ul>
          <li>
            <strong>Données de compte.</strong> Lorsque vous vous connectez avec Google, nous recevons votre adresse
            e-mail et un identifiant de compte. Nous les utilisons pour créer votre compte et vous reconnaître à votre
            retour.
          </li>
          <li>
            <strong>Données de paiement.</strong> Les abonnements sont payés via Stripe. Stripe traite les données de
            votre carte&nbsp;: nous ne voyons ni ne conservons jamais son numéro. Nous gardons seulement ce qu&apos;il faut pour
            rattacher votre abonnement à votre compte, comme son statut et sa date de renouvellement.
          </li>
          <li>
            <strong>Tirages et préférences.</strong> Les questions que vous posez, le type de tirage et la catégorie que
            vous choisissez, les cartes que vous tirez et l&apos;interprétation rédigée pour vous, afin de pouvoir afficher votre
            tirage et compter vos tirages du mois&nbsp;; vos questions complémentaires et leurs réponses, le fait qu&apos;un tirage vous
            ait été utile ou non, et vos cartes du jour.
          </li>
          <li>
            <strong>Données d&apos;utilisation.</strong> Des informations techniques de base, comme les pages que vous
            consultez, l&apos;heure d&apos;une requête, votre type de navigateur et votre adresse IP, qui permettent au service de
            fonctionner et le protègent contre les abus.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">Comment nous utilisons vos données</h2>
        <ul>
          <li>
            Pour réaliser vos tirages. Pour en rédiger un, votre question, le type de tirage, la catégorie et les cartes
            sont envoyés à notre fournisseur d&apos;IA, qui les traite pour produire votre interprétation.
          </li>
          <li>
            <strong>Des tirages qui se souviennent</strong> (une fonctionnalité premium). Pour les abonnés, chaque
            nouveau tirage reçoit aussi les cartes sorties dans au moins deux de vos tirages des 30 derniers jours, avec
            leur fréquence, ainsi que les questions de vos trois derniers tirages, afin de pouvoir remarquer une
            récurrence («&nbsp;La Tour, pour la troisième fois ce mois-ci…&nbsp;»). Rien d&apos;autre ne vous concernant n&apos;est
            utilisé&nbsp;: ni votre adresse e-mail, ni aucune interprétation précédente. Les questions précédentes ne sont
            envoyées qu&apos;à l&apos;IA qui rédige ce tirage et ne sont pas enregistrées une seconde fois&nbsp;; le tirage conserve
            seulement les cartes et le nombre de questions dont il s&apos;est souvenu, qu&apos;il affiche sous lui-même. Cette
            fonctionnalité est activée pour les abonnés tant qu&apos;ils ne la désactivent pas&nbsp;: vous pouvez la désactiver à
            tout moment avec «&nbsp;Permettre aux tirages de se souvenir de mes tirages récents&nbsp;» dans votre profil. Elle
            n&apos;est jamais activée pour les comptes gratuits.
          </li>
          <li>Pour gérer votre compte, vos tirages gratuits du mois et votre abonnement.</li>
          <li>Pour assurer la sécurité du service, prévenir les abus et corriger les problèmes.</li>
          <li>Pour vous répondre lorsque vous nous contactez.</li>
        </ul>
        <p>
          Vos tirages sont privés et ne sont jamais partagés avec d&apos;autres utilisateurs. Lorsque vous partagez votre
          carte du jour, le lien mène à une page publique qui affiche uniquement la carte, la date et le message général
          de la carte pour ce jour-là&nbsp;: jamais votre adresse e-mail, vos questions ni vos tirages. Si vous êtes
          connecté, le lien contient votre code de parrainage, afin qu&apos;un ami qui s&apos;inscrit par ce lien vous fasse
          gagner des tirages bonus. Nous ne vendons pas vos données personnelles et ne les utilisons pas à des fins
          publicitaires. Nous ne les partageons qu&apos;avec les prestataires qui font fonctionner {appName} pour nous
          (connexion, paiements, IA et hébergement), uniquement dans la mesure nécessaire à leur mission, ou lorsque la
          loi l&apos;exige.
        </p>
      </section>

      <section aria-labelledby="privacy-notifications">
        <h2 id="privacy-notifications">E-mails et notifications</h2>
        <p>Nous n&apos;envoyons que ce que vous avez demandé, et les e-mails dont tout compte a besoin&nbsp;:</p>
        <ul>
          <li>
            <strong>La carte du jour</strong>, uniquement si vous l&apos;activez dans votre profil&nbsp;: par e-mail et/ou par
            notification push sur les appareils où vous avez choisi «&nbsp;Me notifier sur cet appareil&nbsp;», une fois par jour, à
            l&apos;heure que vous choisissez dans votre fuseau horaire. Elle contient la carte du jour, la première phrase de
            son message et un lien vers celle-ci.
          </li>
          <li>
            <strong>Les suivis</strong>, uniquement après avoir choisi «&nbsp;Me demander dans 7 / 14 / 30 jours ce qui
            s&apos;est passé&nbsp;» sous un tirage&nbsp;: un e-mail et/ou une notification push ce jour-là, avec la date du tirage et
            un lien vers son formulaire de suivi. Votre réponse et votre note sont conservées avec ce tirage, dans votre
            journal et ses exports, et prises en compte dans vos «&nbsp;Tendances&nbsp;».
          </li>
          <li>
            <strong>Les e-mails liés au compte</strong>, toujours, car ils font partie du service&nbsp;: votre abonnement a
            commencé, sa résiliation est programmée (avec la date de fin de Premium), Premium a pris fin, un paiement de
            renouvellement a échoué, et votre compte a été supprimé.
          </li>
        </ul>
        <p>
          Aucun e-mail ni aucune notification push ne contient jamais vos questions, le texte de vos tirages ou vos
          notes de suivi, et nous n&apos;en conservons aucun dans les messages que nous stockons pour l&apos;envoi. Pour respecter
          votre fuseau horaire, nous enregistrons celui que votre navigateur indique, avec vos préférences. Nos e-mails
          ne contiennent ni pixel de suivi ni image externe.
        </p>
        <p>
          Pour ne plus les recevoir, désactivez chacun d&apos;eux dans la rubrique «&nbsp;Notifications&nbsp;» de votre profil, appuyez
          sur «&nbsp;Me désabonner des envois facultatifs&nbsp;» au même endroit, ou utilisez le lien de désabonnement en
          bas de n&apos;importe quel e-mail de carte du jour ou de suivi, qui fonctionne sans connexion. Désactiver les
          notifications push sur un appareil, ou supprimer votre compte, supprime l&apos;abonnement de cet appareil.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Sécurité</h2>
        <p>
          Les connexions à {appName} sont chiffrées, les sessions utilisent des jetons signés et l&apos;accès aux données
          stockées est limité à ce dont le service a besoin pour fonctionner. Les paiements par carte ne passent jamais
          par nos serveurs. Aucun système n&apos;est parfaitement sûr, mais nous mettons tout en œuvre pour protéger vos
          données et, si une violation de données vous concernait un jour, nous vous en informerions comme la loi
          l&apos;exige.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Vos droits</h2>
        <p>Vous gardez la maîtrise de vos données. Vous pouvez&nbsp;:</p>
        <ul>
          <li>
            <strong>accéder</strong> aux données personnelles que nous détenons sur vous&nbsp;;
          </li>
          <li>
            <strong>faire rectifier</strong> toute donnée inexacte&nbsp;;
          </li>
          <li>
            <strong>faire effacer</strong> vos données&nbsp;;
          </li>
          <li>
            <strong>vous opposer</strong> à la manière dont nous les traitons.
          </li>
        </ul>
        <p>
          Vous pouvez supprimer votre compte à tout moment depuis votre profil avec «&nbsp;Supprimer le compte&nbsp;». Cela
          supprime votre compte, vos tirages et toutes vos sessions connectées. Stripe conserve l&apos;historique des
          paiements passés aussi longtemps que la loi l&apos;exige. Pour toute autre demande, écrivez-nous et nous vous
          répondrons dès que possible.
        </p>
        <p id="privacy-usage-record">
          Une information survit à la suppression d&apos;un compte&nbsp;: pour que supprimer puis recréer un compte ne remette pas
          à zéro les tirages gratuits, nous conservons, pour le mois en cours et le mois précédent uniquement, le nombre
          de tirages comptés pour votre identité de connexion. Elle est enregistrée sous une empreinte irréversible
          (hachage) de l&apos;identifiant de votre compte chez votre fournisseur d&apos;identité, ne contient ni adresse e-mail ni
          tirage, et ne peut être reconvertie ni en l&apos;un ni en l&apos;autre. Les mois plus anciens sont effacés.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contact</h2>
        <p>
          Des questions sur cette politique ou sur vos données&nbsp;? Écrivez à <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const privacy: StaticPageWords<ReactNode> = { title, description, body: content };
