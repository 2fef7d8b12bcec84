import { describe, expect, it, vi } from "vitest";
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

describe("localDaysWithAReading, for many readers", () => {
  it("works out a zone's UTC day once: a second reader's days of that zone cost no Intl call", () => {
    // Any days this file has not asked about yet, so none is known before the first reader.
    const days = Array.from({ length: 30 }, (_, i) => ({ day: `2025-01-${String(i + 1).padStart(2, "0")}`, sittings: sittingsOf(i, 0.5) }));
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      const first = localDaysWithAReading(days, "Europe/Paris");
      expect(formatToParts).toHaveBeenCalled();
      formatToParts.mockClear();
      const other = days.map(({ day }, i) => ({ day, sittings: sittingsOf(i + 100, 0.3) }));
      expect(localDaysWithAReading(other, "Europe/Paris")).toEqual(everyQuarter(other, "Europe/Paris"));
      // everyQuarter itself calls Intl: count only the reader's own call.
      formatToParts.mockClear();
      localDaysWithAReading(days, "Europe/Paris");
      expect(formatToParts).not.toHaveBeenCalled();
      expect(first).toEqual(everyQuarter(days, "Europe/Paris"));
    } finally {
      formatToParts.mockRestore();
    }
  });
});
