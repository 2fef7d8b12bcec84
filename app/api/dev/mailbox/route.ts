import { localMailboxEnabled } from "@/lib/local-providers";
import { jsonResponse } from "@/lib/http/respond";
import { localProviderRoute, otherMethodsOfLocalProvider } from "@/lib/http/local-provider";
import { localMailboxMessages } from "@/lib/notifications/mail/local-mailbox";

/** The local outbox as JSON, newest first (`?to=` one address's), for journeys and scripts; 404 unless it is on. */
export const GET = localProviderRoute("/api/dev/mailbox", localMailboxEnabled, async ({ request }) => {
  const to = new URL(request.url).searchParams.get("to");
  const messages = await localMailboxMessages({ to });
  return jsonResponse({
    messages: messages.map(({ to: address, subject, text, html, headers, sentAt }) => ({ to: address, subject, text, html, headers, sentAt: sentAt.toISOString() })),
  });
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethodsOfLocalProvider("/api/dev/mailbox", localMailboxEnabled, ["GET"]);
