import { describe, expect, it } from "vitest";
import { localDateIn } from "@/lib/daily/local-date";
import { localDaysWithAReading, type DaySittings } from "./sittings";

/** The local days of every marked quarter, one Intl call each: what the split must find. */
function everyQuarter(days: DaySittings[], zone: string): Set<string> {
  return new Set(
    days.flatMap(({ day, sittings }) =>
      [...sittings].flatMap((bit, quarter) => (bit === "1" ? [localDateIn(zone, new Date(Date.parse(`${day}T00:00:00Z`) + quarter * 900_000))] : [])),
    ),
  );
}

/** A pseudo-random day of quarters, the same on every run. */
function sittingsOf(seed: number, density: number): string {
  let state = seed;
  return Array.from({ length: 96 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31 < density ? "1" : "0";
  }).join("");
}

describe("localDaysWithAReading", () => {
  const zones = ["UTC", "Europe/Berlin", "America/Los_Angeles", "Asia/Kolkata", "Asia/Kathmandu", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Australia/Lord_Howe"];
  // Days around the clocks' changes in both hemispheres, and ordinary ones.
  const dates = ["2026-03-08", "2026-03-29", "2026-04-05", "2026-10-04", "2026-10-25", "2026-11-01", "2026-06-15", "2026-12-31"];

  it("finds the local days of every marked quarter, in every zone, around changes of the clocks", () => {
    for (const zone of zones) {
      for (const [i, day] of dates.entries()) {
        for (const density of [0.02, 0.2, 1]) {
          const days = [{ day, sittings: sittingsOf(i * 7 + density * 100, density) }];
          expect(localDaysWithAReading(days, zone), `${zone} ${day} ${density}`).toEqual(everyQuarter(days, zone));
        }
      }
    }
  });

  it("finds each marked quarter's day across UTC days in a zone whose clocks move by half an hour", () => {
    const days = [{ day: "2026-10-03", sittings: "1".padEnd(48, "0") + "1".padEnd(48, "0") }, { day: "2026-10-04", sittings: "0".repeat(95) + "1" }];
    expect(localDaysWithAReading(days, "Australia/Lord_Howe")).toEqual(everyQuarter(days, "Australia/Lord_Howe"));
  });

  it("finds nothing in a day without a marked quarter", () => {
    expect(localDaysWithAReading([{ day: "2026-06-15", sittings: "0".repeat(96) }], "UTC")).toEqual(new Set());
  });
});
