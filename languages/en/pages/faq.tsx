import type { ProseTools, StaticPageWords, FaqWords, Faq } from "../../prose";

function faqs(tools: ProseTools): Faq[] {
  const { appName, Link, SupportEmailLink, figures, price, unlimitedReadings } = tools;
  return [
    {
      question: `How does ${appName} work?`,
      answer: (
        <p>
          Type the question on your mind, choose a spread and a category, then pick your cards from a fanned deck of
          the 22 Major Arcana. When you reveal them, our AI writes an interpretation that connects each card to your
          question and to its place in the spread.
        </p>
      ),
    },
    {
      question: "How many readings can I get for free?",
      answer: (
        <p>
          Every free account gets {figures.freeReadingsPerMonth} readings per month with the One Card and Yes or No spreads and general questions.
          Subscribers get {unlimitedReadings}, every
          spread and every category for {price} a month. Under every finished reading you can ask a follow-up
          question about the same cards without drawing again: {figures.followUpsPerReading.free} per reading when free,{" "}
          {figures.followUpsPerReading.subscribed} for subscribers. Follow-ups never count against your monthly readings.
          Everyone gets a free card of the day, and My Readings shows the patterns of your last 30 days; subscribers
          see them over 90 days and all time.
        </p>
      ),
    },
    {
      question: "Do I need to know anything about tarot?",
      answer: (
        <p>
          Not at all. Each reading explains what your cards mean and how they relate to your question, so no
          experience is needed. If you are curious, our <Link href="/how-to-use">guide</Link> walks through a reading
          step by step and introduces all 22 cards.
        </p>
      ),
    },
    {
      question: "How do I subscribe?",
      answer: (
        <p>
          Sign in with your Google account, then choose Subscribe Now in your profile or press the Free badge at the
          top of the page. You will be taken to Stripe&apos;s secure checkout to pay by card, and your subscription
          starts as soon as the payment goes through.
        </p>
      ),
    },
    {
      question: "Are my readings private?",
      answer: (
        <p>
          Yes. Your questions and readings are tied to your account, never shared and never sold. To write a reading,
          your question and the cards you drew are sent to our AI provider. Sharing your card of the day shares only
          the card and its general message for the day, never anything personal. Our{" "}
          <Link href="/privacy">Privacy Policy</Link> explains the details.
        </p>
      ),
    },
    {
      question: "What will you e-mail me, and how do I stop it?",
      answer: (
        <>
          <p>
            Only what you ask for, plus the e-mails your account needs. In the Notifications part of your profile you
            can have the card of the day sent by e-mail or push at the hour you choose, and under any reading you can
            pick &lsquo;Ask me in 7 / 14 / 30 days what happened&rsquo; to get one check-in on that day. Account e-mails
            (subscription started, cancellation scheduled, premium ended, a failed renewal payment, account deleted)
            always come. No message ever contains your questions, readings or notes.
          </p>
          <p>
            To stop them, switch them off in your profile, press &lsquo;Unsubscribe from everything optional&rsquo;, or
            use the unsubscribe link in any card-of-the-day or check-in e-mail. Our{" "}
            <Link href="/privacy">Privacy Policy</Link> has the details.
          </p>
        </>
      ),
    },
    {
      question: "Which payment methods do you accept?",
      answer: (
        <p>
          We accept all major credit cards, such as Visa, Mastercard and American Express. Payments are processed by
          Stripe, so your card number never reaches our servers.
        </p>
      ),
    },
    {
      question: "How do I manage or cancel my subscription?",
      answer: (
        <p>
          Open your profile and choose Manage Subscription. This takes you to Stripe&apos;s customer portal, where you
          can update your card, download invoices or cancel at any time.
        </p>
      ),
    },
    {
      question: "Can I get a refund?",
      answer: (
        <>
          <p>
            If a charge looks wrong or you have any other billing issue, write to us at <SupportEmailLink /> and we
            will look into it with you.
          </p>
          <p>
            When you cancel, you will not be charged again, and your subscription stays active until the end of the
            billing period you have already paid for.
          </p>
        </>
      ),
    },
  ];
}

function FaqEn(tools: ProseTools): FaqWords {
  const { SupportEmailLink } = tools;
  return {
    title: "FAQ",
    lead: "Quick answers to the questions we hear most. Select a question to open its answer.",
    faqs: faqs(tools),
    moreTitle: "Still have a question?",
    more: (
      <>
        Write to <SupportEmailLink /> and we will get back to you.
      </>
    ),
  };
}

export const faq: StaticPageWords<FaqWords> = {
  title: "FAQ",
  description: (appName) =>
    `Answers about ${appName}: how readings work, free readings and subscriptions, privacy, payments, cancelling and refunds.`,
  body: FaqEn,
};
