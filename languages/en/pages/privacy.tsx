import type { ReactNode } from "react";
import type { ProseTools, StaticPageWords } from "../../prose";

const title = "Privacy Policy";
const description = "What {appName} collects, why, how it is protected and the choices you have over your data.";

/** The Privacy Policy in English, the version that prevails over its translations. */
function content(tools: ProseTools): ReactNode {
  const { appName, SupportEmailLink, prose } = tools;
  return (
    <article className={prose.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title">Privacy Policy</h1>
      <p className={prose.meta}>
        Last updated: <time dateTime="2025-06-11">June 11, 2025</time>
      </p>
      <p className={prose.lead}>
        Your questions can be personal, so we keep this simple: we collect only what we need to give you readings,
        your readings stay private, and we never sell your data.
      </p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">Information we collect</h2>
        <ul>
          <li>
            <strong>Account information.</strong> When you sign in with Google, we receive your e-mail address and
            an account identifier. We use them to create your account and recognise you when you return.
          </li>
          <li>
            <strong>Payment information.</strong> Subscriptions are paid through Stripe. Stripe handles your card
            details, and we never see or store your card number; we keep only what we need to link your subscription
            to your account, such as its status and renewal date.
          </li>
          <li>
            <strong>Readings and preferences.</strong> The questions you ask, the spread and category you choose, the
            cards you draw and the interpretation written for you, so that we can show your reading and count your
            monthly readings; your follow-up questions and their answers, whether you found a reading helpful, and
            your cards of the day.
          </li>
          <li>
            <strong>Usage data.</strong> Basic technical information such as the pages you visit, the time of a
            request, your browser type and your IP address, which keeps the service running and protects it from
            abuse.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">How we use your information</h2>
        <ul>
          <li>
            To provide your readings. To write one, your question, spread, category and cards are sent to our AI
            provider, which processes them to produce your interpretation.
          </li>
          <li>
            <strong>Readings that remember</strong> (a premium feature). For a subscriber, each new reading is also
            given the cards that have come up in at least two of your readings of the last 30 days, with how often,
            and the questions of your last three readings, so that it can notice a pattern (&ldquo;The Tower, for
            the third time this month&hellip;&rdquo;). Nothing else of yours is used: no e-mail address, no earlier
            interpretation. The earlier questions are sent to the writer of that reading only and are not stored
            again; the reading keeps only which cards and how many questions it remembered, which it shows beneath
            itself. It is on for subscribers until turned off: turn it off at any time with &lsquo;Let readings
            remember my recent readings&rsquo; in your profile. It is never on for free accounts.
          </li>
          <li>To manage your account, your free monthly readings and your subscription.</li>
          <li>To keep the service secure, prevent abuse and fix problems.</li>
          <li>To answer you when you contact us.</li>
        </ul>
        <p>
          Your readings are private and never shared with other users. When you share your card of the day, the
          link leads to a public page that shows only the card, the date and the card&apos;s general message for that
          day: never your e-mail address, your questions or your readings. If you are signed in, the link carries
          your referral code, so that a friend who joins through it earns you bonus readings. We do not sell your personal data or use it
          for advertising. We share it only with the providers that run {appName} for us (sign-in, payments, AI and
          hosting), and only as far as they need it to do that work, or where the law requires it.
        </p>
      </section>

      <section aria-labelledby="privacy-notifications">
        <h2 id="privacy-notifications">E-mails and notifications</h2>
        <p>We send only what you asked for, and the e-mails an account needs:</p>
        <ul>
          <li>
            <strong>The card of the day</strong>, only if you turn it on in your profile: by e-mail and/or as a push
            notification on the devices where you chose &lsquo;Notify me on this device&rsquo;, once a day at the hour you
            pick in your time zone. It holds the day&apos;s card, the first sentence of its message and a link to it.
          </li>
          <li>
            <strong>Check-ins</strong>, only after you choose &lsquo;Ask me in 7 / 14 / 30 days what happened&rsquo; under a
            reading: one e-mail and/or push on that day, with the reading&apos;s date and a link to its check-in form. Your
            answer and note are kept with that reading, in your journal and its exports, and counted in your Insights.
          </li>
          <li>
            <strong>Account e-mails</strong>, always, because they are part of the service: your subscription started,
            its cancellation is scheduled (with the date premium ends), premium ended, a renewal payment failed, and your
            account was deleted.
          </li>
        </ul>
        <p>
          No e-mail or push notification ever contains your questions, your readings&apos; text or your check-in notes,
          and we keep none of them in the messages we store for sending. To get your time zone right we save the one your
          browser reports with your choices. Our e-mails carry no tracking pixel and no remote images.
        </p>
        <p>
          To stop them, turn each one off in the Notifications part of your profile, press &lsquo;Unsubscribe from
          everything optional&rsquo; there, or use the unsubscribe link at the foot of any card-of-the-day or check-in
          e-mail, which works without signing in. Turning off push on a device, or deleting your account, removes that
          device&apos;s subscription.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Security</h2>
        <p>
          Connections to {appName} are encrypted, sign-in sessions use signed tokens, and access to stored data is
          limited to what the service needs to work. Card payments never pass through our servers. No system is
          perfectly secure, but we work hard to protect your information, and if a breach ever affected your data we
          would tell you as the law requires.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <p>You are in control of your data. You can ask us to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal data we hold about you;
          </li>
          <li>
            <strong>Correct</strong> anything that is inaccurate;
          </li>
          <li>
            <strong>Delete</strong> your data;
          </li>
          <li>
            <strong>Object</strong> to how we process it.
          </li>
        </ul>
        <p>
          You can delete your account at any time from your profile with Delete Account. This removes your account,
          your readings and every signed-in session. Stripe keeps records of past payments for as long as the law
          requires. For any other request, write to us and we will respond as soon as we can.
        </p>
        <p id="privacy-usage-record">
          One thing outlives a deleted account: so that deleting and re-creating an account cannot reset the free
          readings, we keep, for the current and the previous month only, how many readings were counted for your
          sign-in identity. It is filed under a one-way hash of your identity provider&apos;s account identifier, holds
          no e-mail address and no reading, and cannot be turned back into either. Older months are erased.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contact</h2>
        <p>
          Questions about this policy or your data? Write to <SupportEmailLink />.
        </p>
      </section>
    </article>
  );
}

export const privacy: StaticPageWords<ReactNode> = { title, description, body: content };
