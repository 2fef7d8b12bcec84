import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Conditions d'utilisation";
const description =
  "Les conditions pour utiliser {appName}\u00a0: votre licence, l'usage raisonnable, les abonnements et paiements, la disponibilité et la résiliation.";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} tirage", other: "{count} tirages" });

// French typography, as in the French catalogs: straight apostrophes (&apos; in JSX text), a no-break space before
// ? ! : ; and inside « » (&nbsp; in JSX text, \u00a0 in strings).

/** The Terms of Service in French. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose, figures, price } = tools;
  return (
    <article className={prose.page} aria-labelledby="terms-title">
      <h1 id="terms-title">Conditions d&apos;utilisation</h1>
      <p className={prose.meta}>
        Dernière mise à jour&nbsp;: <time dateTime="2025-06-11">11 juin 2025</time>
      </p>
      <p className={prose.meta}>
        Ceci est une traduction&nbsp;: en cas de doute, la{" "}
        <Link href="/terms" hrefLang="en">
          version originale en anglais
        </Link>{" "}
        fait foi.
      </p>
      <p className={prose.lead}>
        Ces conditions expliquent ce que {appName} vous offre et ce que nous vous demandons en retour.
        Nous les avons voulues aussi courtes et claires que possible.
      </p>

      <section aria-labelledby="terms-acceptance">
        <h2 id="terms-acceptance">Acceptation des conditions</h2>
        <p>
          En utilisant {appName}, vous acceptez ces conditions ainsi que notre{" "}
          <Link href={"/privacy"}>Politique de confidentialité</Link>. Si vous ne les acceptez pas,
          merci de ne pas utiliser le service. Lorsque nous modifions ces conditions, nous mettons à jour la date
          ci-dessus&nbsp;; si vous continuez à utiliser {appName} après une modification, les nouvelles conditions
          s&apos;appliquent.
        </p>
      </section>

      <section aria-labelledby="terms-licence">
        <h2 id="terms-licence">Licence d&apos;utilisation</h2>
        <p>
          Nous vous accordons une licence personnelle, non exclusive et non cessible pour utiliser {appName} et les
          tirages qu&apos;il rédige pour vous, à des fins personnelles et non commerciales. Le service, son design et ses
          textes restent notre propriété&nbsp;; les illustrations des cartes sont des œuvres de 1909 appartenant au domaine
          public.
        </p>
        <p>
          Les tirages sont proposés à des fins de réflexion et de divertissement. Ils ne constituent pas un conseil
          professionnel, qu&apos;il soit médical, juridique ou financier, et ne doivent jamais le remplacer.
        </p>
      </section>

      <section aria-labelledby="terms-restrictions">
        <h2 id="terms-restrictions">Restrictions</h2>
        <p>Lorsque vous utilisez {appName}, merci de ne pas&nbsp;:</p>
        <ul>
          <li>revendre, concéder en sous-licence ou exploiter commercialement le service ou ses tirages&nbsp;;</li>
          <li>
            copier le service, en extraire automatiquement le contenu ou automatiser son accès, ni chercher à
            contourner ses limites ou ses paiements&nbsp;;
          </li>
          <li>faire de l&apos;ingénierie inverse sur le service ni porter atteinte à sa sécurité ou à son fonctionnement&nbsp;;</li>
          <li>l&apos;utiliser pour créer ou partager des contenus illicites, nuisibles ou abusifs&nbsp;;</li>
          <li>vous connecter avec un compte qui n&apos;est pas le vôtre.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">Abonnements et paiements</h2>
        <p>
          Un compte gratuit comprend {freeReadings(tools)} par mois. L&apos;abonnement coûte {price} par mois, se
          paie par carte via Stripe et se renouvelle automatiquement chaque mois jusqu&apos;à ce que vous le résiliiez. Il
          donne accès à tous les types de tirage, à toutes les catégories et à des tirages illimités, dans la limite
          d&apos;un usage raisonnable de {figures.fairUsePerDay} par jour afin qu&apos;aucun compte ne puisse surcharger le
          service.
        </p>
        <p>
          Vous pouvez résilier à tout moment depuis votre profil avec «&nbsp;Gérer l&apos;abonnement&nbsp;». Après la résiliation,
          aucun nouveau prélèvement n&apos;a lieu et vous gardez l&apos;accès jusqu&apos;à la fin de la période de facturation déjà payée. Si
          le prix change un jour, nous vous en informerons avant qu&apos;il ne s&apos;applique à votre prochaine période de
          facturation.
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">Disponibilité</h2>
        <p>
          Nous faisons en sorte que {appName} fonctionne sans accroc, mais nous le fournissons en l&apos;état et ne pouvons
          pas garantir qu&apos;il sera toujours disponible ou exempt d&apos;erreurs. Nous pouvons interrompre le service pour
          maintenance, et modifier, ajouter ou retirer des fonctionnalités au fil du temps.
        </p>
      </section>

      <section aria-labelledby="terms-termination">
        <h2 id="terms-termination">Résiliation</h2>
        <p>
          Vous pouvez cesser d&apos;utiliser {appName} à tout moment et supprimer votre compte depuis votre profil. Nous
          pouvons suspendre ou fermer un compte qui enfreint ces conditions. Si nous fermons un compte disposant d&apos;un
          abonnement actif pour une raison autre qu&apos;un manquement à ces conditions, nous n&apos;effectuerons plus aucun prélèvement
          pour cet abonnement.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Contact</h2>
        <p>
          Des questions sur ces conditions&nbsp;? Écrivez à <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const terms: StaticPageWords<ReactNode> = { title, description, body: content };
