import Link from "next/link";
import prose from "@/components/content/prose.module.css";
import { SupportEmailLink } from "@/components/content/support-email-link";

export const title = "Politique de confidentialité";
export const description =
  "Les données que {appName} collecte, pourquoi, comment elles sont protégées et les choix dont vous disposez sur vos données.";

/** The Privacy Policy in French. */
export function Content({ appName }: { appName: string }) {
  return (
    <article className={prose.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Politique de confidentialité</h1>
      <p className={prose.meta}>
        Dernière mise à jour : <time dateTime="2025-06-11">11 juin 2025</time>
      </p>
      <p className={prose.meta}>
        Ceci est une traduction : en cas de doute, la{" "}
        <Link href="/privacy" hrefLang="en">
          version originale en anglais
        </Link>{" "}
        fait foi.
      </p>
      <p className={prose.lead}>
        Vos questions peuvent être très personnelles, alors nous faisons simple : nous ne collectons que ce dont nous
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
            votre carte : nous ne voyons ni ne conservons jamais son numéro. Nous gardons seulement ce qu’il faut pour
            rattacher votre abonnement à votre compte, comme son statut et sa date de renouvellement.
          </li>
          <li>
            <strong>Tirages et préférences.</strong> Les questions que vous posez, le type de tirage et la catégorie que
            vous choisissez, les cartes que vous tirez et l’interprétation rédigée pour vous, afin de pouvoir afficher votre
            tirage et compter vos tirages du mois ; vos questions de suivi et leurs réponses, le fait qu’un tirage vous
            ait été utile ou non, et vos cartes du jour.
          </li>
          <li>
            <strong>Données d’utilisation.</strong> Des informations techniques de base, comme les pages que vous
            consultez, l’heure d’une requête, votre type de navigateur et votre adresse IP, qui permettent au service de
            fonctionner et le protègent contre les abus.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">Comment nous utilisons vos données</h2>
        <ul>
          <li>
            Pour réaliser vos tirages. Pour en rédiger un, votre question, le type de tirage, la catégorie et les cartes
            sont envoyés à notre fournisseur d’IA, qui les traite pour produire votre interprétation.
          </li>
          <li>
            <strong>Des tirages qui se souviennent</strong> (une fonctionnalité Premium). Pour les abonnés, chaque
            nouveau tirage reçoit aussi les cartes sorties dans au moins deux de vos tirages des 30 derniers jours, avec
            leur fréquence, ainsi que les questions de vos trois derniers tirages, afin de pouvoir remarquer une
            récurrence (« La Tour, pour la troisième fois ce mois-ci… »). Rien d’autre ne vous concernant n’est
            utilisé : ni votre adresse e-mail, ni aucune interprétation précédente. Les questions précédentes ne sont
            envoyées qu’à l’IA qui rédige ce tirage et ne sont pas enregistrées une seconde fois ; le tirage conserve
            seulement les cartes et le nombre de questions dont il s’est souvenu, qu’il affiche sous lui-même. Cette
            fonctionnalité est activée pour les abonnés tant qu’ils ne la désactivent pas : vous pouvez la désactiver à
            tout moment avec « Permettre aux tirages de se souvenir de mes tirages récents » dans votre profil. Elle
            n’est jamais activée pour les comptes gratuits.
          </li>
          <li>Pour gérer votre compte, vos tirages gratuits du mois et votre abonnement.</li>
          <li>Pour assurer la sécurité du service, prévenir les abus et corriger les problèmes.</li>
          <li>Pour vous répondre lorsque vous nous contactez.</li>
        </ul>
        <p>
          Vos tirages sont privés et ne sont jamais partagés avec d’autres utilisateurs. Lorsque vous partagez votre
          carte du jour, le lien mène à une page publique qui affiche uniquement la carte, la date et le message général
          de la carte pour ce jour-là : jamais votre adresse e-mail, vos questions ni vos tirages. Si vous êtes
          connecté, le lien contient votre code de parrainage, afin qu’un ami qui s’inscrit par ce lien vous fasse
          gagner des tirages bonus. Nous ne vendons pas vos données personnelles et ne les utilisons pas à des fins
          publicitaires. Nous ne les partageons qu’avec les prestataires qui font fonctionner {appName} pour nous
          (connexion, paiements, IA et hébergement), uniquement dans la mesure nécessaire à leur mission, ou lorsque la
          loi l’exige.
        </p>
      </section>

      <section aria-labelledby="privacy-notifications">
        <h2 id="privacy-notifications">E-mails et notifications</h2>
        <p>Nous n’envoyons que ce que vous avez demandé, et les e-mails dont tout compte a besoin :</p>
        <ul>
          <li>
            <strong>La carte du jour</strong>, uniquement si vous l’activez dans votre profil : par e-mail et/ou par
            notification push sur les appareils où vous avez choisi « M’avertir sur cet appareil », une fois par jour, à
            l’heure que vous choisissez dans votre fuseau horaire. Elle contient la carte du jour, la première phrase de
            son message et un lien vers celle-ci.
          </li>
          <li>
            <strong>Les suivis</strong>, uniquement après avoir choisi « Me demander dans 7 / 14 / 30 jours ce qui
            s’est passé » sous un tirage : un e-mail et/ou une notification push ce jour-là, avec la date du tirage et
            un lien vers son formulaire de suivi. Votre réponse et votre note sont conservées avec ce tirage, dans votre
            journal et ses exports, et prises en compte dans vos statistiques.
          </li>
          <li>
            <strong>Les e-mails liés au compte</strong>, toujours, car ils font partie du service : votre abonnement a
            commencé, sa résiliation est programmée (avec la date de fin de Premium), Premium a pris fin, un paiement de
            renouvellement a échoué, et votre compte a été supprimé.
          </li>
        </ul>
        <p>
          Aucun e-mail ni aucune notification push ne contient jamais vos questions, le texte de vos tirages ou vos
          notes de suivi, et nous n’en conservons aucun dans les messages que nous stockons pour l’envoi. Pour respecter
          votre fuseau horaire, nous enregistrons celui que votre navigateur indique, avec vos préférences. Nos e-mails
          ne contiennent ni pixel de suivi ni image externe.
        </p>
        <p>
          Pour ne plus les recevoir, désactivez chacun d’eux dans la rubrique Notifications de votre profil, appuyez
          sur « Me désabonner de tout ce qui est facultatif » au même endroit, ou utilisez le lien de désabonnement en
          bas de n’importe quel e-mail de carte du jour ou de suivi, qui fonctionne sans connexion. Désactiver les
          notifications push sur un appareil, ou supprimer votre compte, supprime l’abonnement de cet appareil.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Sécurité</h2>
        <p>
          Les connexions à {appName} sont chiffrées, les sessions utilisent des jetons signés et l’accès aux données
          stockées est limité à ce dont le service a besoin pour fonctionner. Les paiements par carte ne passent jamais
          par nos serveurs. Aucun système n’est parfaitement sûr, mais nous mettons tout en œuvre pour protéger vos
          données et, si une violation de données vous concernait un jour, nous vous en informerions comme la loi
          l’exige.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Vos droits</h2>
        <p>Vous gardez la maîtrise de vos données. Vous pouvez :</p>
        <ul>
          <li>
            <strong>accéder</strong> aux données personnelles que nous détenons sur vous ;
          </li>
          <li>
            <strong>faire rectifier</strong> toute donnée inexacte ;
          </li>
          <li>
            <strong>faire effacer</strong> vos données ;
          </li>
          <li>
            <strong>vous opposer</strong> à la manière dont nous les traitons.
          </li>
        </ul>
        <p>
          Vous pouvez supprimer votre compte à tout moment depuis votre profil avec « Supprimer le compte ». Cela
          supprime votre compte, vos tirages et toutes vos sessions connectées. Stripe conserve l’historique des
          paiements passés aussi longtemps que la loi l’exige. Pour toute autre demande, écrivez-nous et nous vous
          répondrons dès que possible.
        </p>
        <p id="privacy-usage-record">
          Une information survit à la suppression d’un compte : pour que supprimer puis recréer un compte ne remette pas
          à zéro les tirages gratuits, nous conservons, pour le mois en cours et le mois précédent uniquement, le nombre
          de tirages comptés pour votre identité de connexion. Elle est enregistrée sous une empreinte irréversible
          (hachage) de l’identifiant de votre compte chez votre fournisseur d’identité, ne contient ni adresse e-mail ni
          tirage, et ne peut être reconvertie ni en l’un ni en l’autre. Les mois plus anciens sont effacés.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contact</h2>
        <p>
          Des questions sur cette politique ou sur vos données ? Écrivez à <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}
