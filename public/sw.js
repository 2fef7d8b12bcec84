// Arcana's service worker: it shows our web push notifications and opens their link when one is clicked
// (lib/notifications/push/). Nothing else: no fetch handler, no cache, so pages load as without it.
// Served with Cache-Control: no-cache (next.config.ts), so an update reaches the browser at its next check.

const ICON = "/icons/icon-192.png";

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** The message our server sent ({ title, body, url, tag }), or a plain one if it cannot be read. */
function messageOf(event) {
  try {
    const message = event.data ? event.data.json() : {};
    return {
      title: typeof message.title === "string" && message.title ? message.title : "Arcana",
      body: typeof message.body === "string" ? message.body : "",
      url: typeof message.url === "string" ? message.url : "/",
      tag: typeof message.tag === "string" && message.tag ? message.tag : undefined,
    };
  } catch {
    return { title: "Arcana", body: "", url: "/", tag: undefined };
  }
}

self.addEventListener("push", (event) => {
  const message = messageOf(event);
  // The same tag replaces a notification still shown (a resent message), quietly: never a second one.
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, icon: ICON, badge: ICON, tag: message.tag, data: { url: message.url } }));
});

/** Our own page for the message's link: its path on this origin, never another site. */
function pageOf(url) {
  if (typeof url !== "string") return new URL("/", self.location.origin).href;
  try {
    const parsed = new URL(url, self.location.origin);
    return new URL(`${parsed.pathname}${parsed.search}${parsed.hash}`, self.location.origin).href;
  } catch {
    return new URL("/", self.location.origin).href;
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const page = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === page);
      if (open) return open.focus();
      return self.clients.openWindow(page);
    })(),
  );
});
