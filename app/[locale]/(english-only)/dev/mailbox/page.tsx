import type { Metadata } from "next";
import styles from "@/components/notifications/local-mailbox.module.css";
import { MailText } from "@/components/notifications/mail-text";
import buttonStyles from "@/components/button.module.css";
import prose from "@/components/content/prose.module.css";
import { localMailboxEnabled } from "@/lib/local-providers";
import { localProviderPage } from "@/lib/http/local-provider";
import { localMailboxMessages } from "@/lib/notifications/mail/local-mailbox";
import { isLineText } from "@/lib/text";
import { consoleTime } from "@/lib/time/format";

export const metadata: Metadata = { title: "Local mailbox", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };


/**
 * The mail's HTML as a mail client shows it, in a sandbox that runs no script; its links open in this
 * tab (the `<base>`), which the sandbox allows only on a click.
 */
const framed = (html: string) => html.replace(/<head>/i, '<head><base target="_top">');

/**
 * The local outbox (docs/product.md#local-provider-pages): what the app would have mailed while local
 * providers stand in for SMTP, newest first, each with its text and its HTML.
 */
export default localProviderPage(localMailboxEnabled, async function LocalMailboxPage({ searchParams }: Props) {
  const { to: toParam } = await searchParams;
  const to = typeof toParam === "string" && isLineText(toParam) && toParam.trim() !== "" ? toParam.trim() : null;
  const messages = await localMailboxMessages({ to });

  return (
    <article className={styles.page} aria-labelledby="local-mailbox-title">
      <h1 id="local-mailbox-title">Local mailbox</h1>
      <p className={prose.lead}>This stands in for real e-mail while local providers are on: nothing here left this machine.</p>
      <form method="get" className={styles.filter}>
        <label htmlFor="mailbox-to">To</label>
        <input id="mailbox-to" name="to" type="email" defaultValue={to ?? ""} autoComplete="off" />
        <button type="submit" className={buttonStyles.button}>
          Show
        </button>
      </form>
      {messages.length === 0 ? <p role="status">{to ? `No mail to ${to} yet.` : "No mail yet."}</p> : null}
      <ol className={styles.list}>
        {messages.map((mail) => (
          <li key={mail.id} className={styles.mail} data-testid="mailbox-message">
            <h2>{mail.subject}</h2>
            <dl className={styles.meta}>
              <dt>To</dt>
              <dd>{mail.to}</dd>
              <dt>Sent</dt>
              <dd>
                <time dateTime={mail.sentAt.toISOString()}>{consoleTime(mail.sentAt)}</time>
              </dd>
              {mail.headers["List-Unsubscribe"] ? (
                <>
                  <dt>List-Unsubscribe</dt>
                  <dd>{mail.headers["List-Unsubscribe"]}</dd>
                </>
              ) : null}
            </dl>
            <iframe title={`The HTML of '${mail.subject}'`} className={styles.html} sandbox="allow-top-navigation-by-user-activation" srcDoc={framed(mail.html)} />
            <details className={styles.text}>
              <summary>Text part</summary>
              <MailText text={mail.text} />
            </details>
          </li>
        ))}
      </ol>
    </article>
  );
});
