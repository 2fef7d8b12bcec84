import type { Metadata } from "next";
import Link from "next/link";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/fill";
import { messagesFor } from "@/languages";
import { localePath } from "@/lib/i18n/paths";
import { readUnsubscribeToken } from "@/lib/notifications/unsubscribe";
import { pageMetadata } from "@/lib/seo";
import { AccountMessages } from "@/components/i18n/page-messages";
import { UnsubscribeButton } from "./unsubscribe-button";

export function unsubscribeMetadata(locale: Locale): Metadata {
  const { unsubscribe } = messagesFor(locale).account;
  return pageMetadata({ title: unsubscribe.title, description: unsubscribe.description, path: "/unsubscribe", indexable: false, locale });
}

/**
 * Where an optional mail's unsubscribe link leads, signed in or not, in one language: it says what will
 * be turned off and changes nothing until its button is pressed (the mail client's one-click POST needs
 * no page at all).
 */
export function UnsubscribeContent({ locale, token }: { locale: Locale; token: string | string[] | undefined }) {
  const { account } = messagesFor(locale);
  const words = account.unsubscribe;
  const claim = typeof token === "string" ? readUnsubscribeToken(token) : null;
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{words.title}</h1>
      {claim && typeof token === "string" ? (
        <>
          <p className={prose.lead}>{fill(words.turnsOff, { what: words.kinds[claim.kind] })}</p>
          <p>{words.othersStay}</p>
          <AccountMessages locale={locale}>
            <UnsubscribeButton token={token} what={words.kinds[claim.kind]} />
          </AccountMessages>
        </>
      ) : (
        <>
          <p className={prose.lead}>{words.invalid}</p>
          <p>{words.invalidHelp}</p>
          <div className={prose.actions}>
            <Link href={localePath(locale, "/")} className={`${buttonStyles.button} ${buttonStyles.primary}`}>
              {account.payment.goHome}
            </Link>
          </div>
        </>
      )}
    </article>
  );
}
