import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";

/** What e2e-cluster/global-setup.mjs started: nginx's URL, its folder and the instances. */
export type ClusterState = { url: string; dir: string; webhookSecret: string; brotli: boolean; instances: { port: number; pid: number }[] };

export function clusterState(): ClusterState {
  const state = process.env.CLUSTER_STATE;
  if (!state) throw new Error("CLUSTER_STATE is unset: run the cluster journeys through scripts/cluster-test.mjs");
  return JSON.parse(state) as ClusterState;
}

/** nginx's access log lines (deploy/nginx.conf's `arcana` format: ... upstream=<addr> cache=<status> ...). */
export function accessLog(): string[] {
  return readFileSync(path.join(clusterState().dir, "access.log"), "utf8").split("\n").filter(Boolean);
}

/** Instance ports that answered the log lines matching `request` (e.g. "POST /api/tarot/interpret"). */
export function upstreamPorts(lines: string[], request: string): Set<number> {
  const ports = new Set<number>();
  for (const line of lines.filter((entry) => entry.includes(`"${request}`))) {
    for (const match of line.matchAll(/127\.0\.0\.1:(\d+)/g)) ports.add(Number(match[1]));
  }
  return ports;
}

/** A session token through nginx: the local issuer's ID token, then our sign-in. */
export async function sessionToken(request: APIRequestContext, email: string): Promise<string> {
  const issued = await request.post("/api/dev/identity/token", { data: { email } });
  expect(issued.status()).toBe(200);
  const { idToken } = (await issued.json()) as { idToken: string };
  const signedIn = await request.post("/api/auth/google", { data: { idToken } });
  expect(signedIn.status()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

export const READING = { question: "What should I focus on this week?", type: "one_card", category: "general", cards: ["The Star"] };
