import type { Metadata } from "next";
import prose from "@/components/content/prose.module.css";
import { GoHomeActions } from "@/components/content/go-home-actions";
import { UnsubscribeButton } from "@/components/notifications/unsubscribe-button";
import { readUnsubscribeToken, unsubscribableKindName } from "@/lib/notifications/unsubscribe";
import { pageMetadata } from "@/lib/seo";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "Unsubscribe",
    description: "Turn off an e-mail from Arcana.",
    path: "/unsubscribe",
    indexable: false,
  });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where an optional mail's unsubscribe link leads, signed in or not: it says what will be turned off and
 * changes nothing until its button is pressed (the mail client's one-click POST needs no page at all).
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const claim = typeof token === "string" ? readUnsubscribeToken(token) : null;
  return (
    <article className={`${prose.page} ${prose.centered}`} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Unsubscribe</h1>
      {claim && typeof token === "string" ? (
        <>
          <p className={prose.lead}>{`This turns off ${unsubscribableKindName(claim.kind)} by e-mail.`}</p>
          <p>Your other settings stay as they are; you can turn it back on in your profile.</p>
          <UnsubscribeButton token={token} what={unsubscribableKindName(claim.kind)} />
        </>
      ) : (
        <>
          <p className={prose.lead}>This unsubscribe link is not valid.</p>
          <p>Open the link from the e-mail again, or turn e-mails off in your profile.</p>
          <GoHomeActions />
        </>
      )}
    </article>
  );
}
