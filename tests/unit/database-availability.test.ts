import { describe, expect, it } from "vitest";
import { databaseGate } from "@/db/availability";
import { isDatabaseAway, isDatabaseUnavailable } from "@/db/errors";

const refused = () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
const answered = <T>(value: T) => () => Promise.resolve(value);
const failing = (error: Error) => () => Promise.reject(error);

/** A query that waits until `settle` is called with its outcome. */
function pendingQuery<T>() {
  let settle!: (outcome: { value: T } | { error: Error }) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = (outcome) => ("error" in outcome ? reject(outcome.error) : resolve(outcome.value));
  });
  return { attempt: () => promise, settle };
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

describe("the database gate (db/availability.ts)", () => {
  it("passes queries through while the database answers, errors of its own included", async () => {
    const gate = databaseGate();
    expect(await gate.run(answered(1))).toBe(1);
    const conflict = Object.assign(new Error("duplicate key"), { code: "23505" });
    await expect(gate.run(failing(conflict))).rejects.toBe(conflict);
    expect(await gate.run(answered(2))).toBe(2);
  });

  it("once a query could not reach it, refuses every other at once while one finds out, and opens again when one gets through", async () => {
    const gate = databaseGate();
    await expect(gate.run(failing(refused()))).rejects.toMatchObject({ code: "ECONNREFUSED" });

    const probe = pendingQuery<string>();
    const probing = gate.run(probe.attempt);
    // Meanwhile: refused without being sent, as a database that is away (a 503 with Retry-After).
    const meanwhile = await gate.run(answered("never sent")).catch((error: unknown) => error);
    expect(codeOf(meanwhile)).toBe("DATABASE_AWAY");
    expect(isDatabaseUnavailable(meanwhile)).toBe(true);

    probe.settle({ error: refused() });
    await expect(probing).rejects.toMatchObject({ code: "ECONNREFUSED" });
    // Still away: the next query is the next to find out.
    const second = pendingQuery<string>();
    const secondProbe = gate.run(second.attempt);
    expect(codeOf(await gate.run(answered("x")).catch((error: unknown) => error))).toBe("DATABASE_AWAY");
    second.settle({ value: "back" });
    expect(await secondProbe).toBe("back");
    expect(await gate.run(answered("open"))).toBe("open");
  });

  it("takes any answer of the server to a probe, an error of the query's own included, for the server being back", async () => {
    const gate = databaseGate();
    await expect(gate.run(failing(refused()))).rejects.toBeDefined();
    await expect(gate.run(failing(Object.assign(new Error("bad"), { code: "42P01" })))).rejects.toBeDefined();
    expect(await gate.run(answered("open"))).toBe("open");
  });

  it("does not close for a statement timeout or a full server: the server is there, only busy", async () => {
    const gate = databaseGate();
    for (const code of ["57014", "53300"]) {
      const error = Object.assign(new Error(code), { code });
      expect(isDatabaseAway(error)).toBe(false);
      await expect(gate.run(failing(error))).rejects.toBe(error);
    }
    expect(await gate.run(answered("open"))).toBe("open");
  });
});
