import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../e2e/fixtures";
import { READING, clusterState, sessionToken } from "./cluster";

test.use({ baseURL: clusterState().url });

test("keeps answering when one instance is killed mid-run, and starts it again", async ({ request }) => {
  const [victim, survivor] = clusterState().instances;
  const answers: Promise<number>[] = [];
  const ask = (index: number) => request.get(index % 2 ? "/api/health" : "/").then((response) => response.status());
  for (let index = 0; index < 20; index++) answers.push(ask(index));
  process.kill(victim.pid, "SIGKILL");
  for (let index = 20; index < 40; index++) answers.push(ask(index));
  await expect
    .poll(() => fetch(`http://127.0.0.1:${victim.port}/api/health`).then(() => "up", () => "down"))
    .toBe("down");
  for (let index = 40; index < 60; index++) answers.push(ask(index));
  expect(await Promise.all(answers)).toEqual(Array(60).fill(200));
  // The cluster's supervisor starts it again on its port, after a short pause.
  await expect.poll(() => fetch(`http://127.0.0.1:${victim.port}/api/health`).then((response) => response.status, () => 0), { timeout: 60_000 }).toBe(200);

  // Writes too: a sign-in and a reading, served by the instance left.
  const token = await sessionToken(request, uniqueEmail("cluster-failover"));
  const reading = await request.post("/api/tarot/interpret", { data: READING, headers: { Authorization: `Bearer ${token}` } });
  expect(reading.status()).toBe(200);
  expect((await fetch(`http://127.0.0.1:${survivor.port}/api/health`)).status).toBe(200);
});
