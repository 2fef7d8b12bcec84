import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

/**
 * public/sw.js run as a browser runs it, against a stand-in for its global scope: what it shows for a push,
 * and where a click on the notification goes.
 */
const source = readFileSync(fileURLToPath(new URL("../../public/sw.js", import.meta.url)), "utf8");
const ORIGIN = "https://arcana.example";

type Listener = (event: Record<string, unknown>) => void;

function startWorker({ windows = [] as { url: string }[] } = {}) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: async () => windows.map((window) => ({ url: window.url, focus: async () => focused.push(window.url) })),
      openWindow: async (url: string) => opened.push(url),
    },
  };
  runInNewContext(source, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { shown, focused, opened, dispatch };
}

const MESSAGE = { title: "Your card of the day: The Star", body: "Hope returns.", url: `${ORIGIN}/daily/2026-11-26/the-star`, tag: "daily_card:2026-11-26" };
const pushOf = (data: unknown) => ({ data: data === undefined ? null : { json: () => (typeof data === "string" ? JSON.parse(data) : data) } });

describe("the service worker", () => {
  it("shows a push's title and body with our icon, its tag (a resend replaces it) and its link", async () => {
    const worker = startWorker();
    await worker.dispatch("push", pushOf(MESSAGE));
    expect(worker.shown).toEqual([
      { title: MESSAGE.title, options: { body: MESSAGE.body, icon: "/icons/icon-192.png", badge: "/icons/icon-192.png", tag: MESSAGE.tag, data: { url: MESSAGE.url } } },
    ]);
  });

  it("still shows a notification for a push it cannot read", async () => {
    const worker = startWorker();
    await worker.dispatch("push", pushOf("{not json"));
    await worker.dispatch("push", pushOf(undefined));
    expect(worker.shown.map((notification) => notification.title)).toEqual(["Arcana", "Arcana"]);
  });

  it("focuses a tab already open on the link, or opens one", async () => {
    const close = () => undefined;
    const open = startWorker({ windows: [{ url: `${ORIGIN}/` }, { url: MESSAGE.url }] });
    await open.dispatch("notificationclick", { notification: { data: { url: MESSAGE.url }, close } });
    expect(open.focused).toEqual([MESSAGE.url]);
    expect(open.opened).toEqual([]);

    const none = startWorker({ windows: [{ url: `${ORIGIN}/` }] });
    await none.dispatch("notificationclick", { notification: { data: { url: MESSAGE.url }, close } });
    expect(none.opened).toEqual([MESSAGE.url]);
  });

  it("opens only pages of its own origin, whatever the link says", async () => {
    const worker = startWorker();
    await worker.dispatch("notificationclick", { notification: { data: { url: "https://evil.example/phish?x=1" }, close: () => undefined } });
    await worker.dispatch("notificationclick", { notification: { data: null, close: () => undefined } });
    expect(worker.opened).toEqual([`${ORIGIN}/phish?x=1`, `${ORIGIN}/`]);
  });
});
