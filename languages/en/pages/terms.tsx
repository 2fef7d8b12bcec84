import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Terms of Service";
const description = "The terms for using {appName}: your licence, fair use, subscriptions and payments, availability and termination.";

/** The Terms of Service in English, the version that prevails over its translations. */
function content(tools: ProseTools): ReactNode {
  const { appName, Link, SupportEmailLink, prose, figures, price, unlimitedReadings } = tools;
  return (
    <article className={prose.page} aria-labelledby="terms-title">
      <h1 id="terms-title">Terms of Service</h1>
      <p className={prose.meta}>
        Last updated: <time dateTime="2025-06-11">June 11, 2025</time>
      </p>
      <p className={prose.lead}>
        These terms explain what you can expect from {appName} and what we ask of you in return. We have kept them as
        short and plain as we can.
      </p>

      <section aria-labelledby="terms-acceptance">
        <h2 id="terms-acceptance">Acceptance of terms</h2>
        <p>
          By using {appName}, you agree to these terms and to our <Link href={"/privacy"}>Privacy Policy</Link>. If you
          do not agree, please do not use the service. When we change these terms, we update the date above; if you
          keep using {appName} after a change, the new terms apply.
        </p>
      </section>

      <section aria-labelledby="terms-licence">
        <h2 id="terms-licence">Use licence</h2>
        <p>
          We give you a personal, non-exclusive, non-transferable licence to use {appName} and the readings it writes
          for you, for your own non-commercial purposes. The service, its design and its texts remain ours; the card
          illustrations are public-domain artwork from 1909.
        </p>
        <p>
          Readings are offered for reflection and entertainment. They are not professional advice, whether medical,
          legal or financial, and should never replace it.
        </p>
      </section>

      <section aria-labelledby="terms-restrictions">
        <h2 id="terms-restrictions">Restrictions</h2>
        <p>When you use {appName}, please do not:</p>
        <ul>
          <li>resell, sublicense or commercially exploit the service or its readings;</li>
          <li>copy, scrape or automate access to the service, or try to work around its limits or payments;</li>
          <li>reverse engineer the service or interfere with its security or operation;</li>
          <li>use it to create or share unlawful, harmful or abusive content;</li>
          <li>sign in with an account that is not yours.</li>
        </ul>
      </section>

      <section aria-labelledby="terms-payments">
        <h2 id="terms-payments">Subscriptions and payments</h2>
        <p>
          A free account includes {figures.freeReadingsPerMonth} readings per month. A subscription costs {price} per month, is paid by card
          through Stripe and renews automatically each month until you cancel. It gives you {unlimitedReadings}{" "}
          so that no single account can strain the service, every spread and every category.
        </p>
        <p>
          You can cancel anytime from your profile with Manage Subscription. After you cancel, you will not be charged
          again, and you keep access until the end of the billing period you have already paid for. If the price ever
          changes, we will let you know before it applies to your next billing period.
        </p>
      </section>

      <section aria-labelledby="terms-availability">
        <h2 id="terms-availability">Availability</h2>
        <p>
          We work to keep {appName} running smoothly, but we provide it as it is and cannot promise it will always be
          available or free of errors. We may pause the service for maintenance, and we may change, add or remove
          features over time.
        </p>
      </section>

      <section aria-labelledby="terms-termination">
        <h2 id="terms-termination">Termination</h2>
        <p>
          You can stop using {appName} at any time and delete your account from your profile. We may suspend or close
          an account that breaks these terms. If we close an account with an active subscription for reasons other
          than a breach of these terms, we will not charge it again.
        </p>
      </section>

      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Contact</h2>
        <p>
          Questions about these terms? Write to <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const terms: StaticPageWords<ReactNode> = { title, description, body: content };
