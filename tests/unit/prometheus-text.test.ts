import { describe, expect, it } from "vitest";
import { parsePrometheusText, sampleValue } from "../helpers/prometheus-text";

const GOOD = `# HELP requests_total Requests.
# TYPE requests_total counter
requests_total{route="/api/readings/[id]",status="200"} 3
requests_total{route="/a\\"b\\\\c",status="500"} 1
# HELP wait_seconds Waits.
# TYPE wait_seconds histogram
wait_seconds_bucket{le="0.1",kind="x"} 1
wait_seconds_bucket{le="1",kind="x"} 2
wait_seconds_bucket{le="+Inf",kind="x"} 2
wait_seconds_sum{kind="x"} 0.75
wait_seconds_count{kind="x"} 2
`;

describe("the strict Prometheus text reader of the metrics tests", () => {
  it("reads a good exposition", () => {
    const families = parsePrometheusText(GOOD);
    expect(sampleValue(families, "requests_total", { route: "/api/readings/[id]" })).toBe(3);
    expect(sampleValue(families, "requests_total", { route: '/a"b\\c' })).toBe(1);
    expect(families.get("wait_seconds")?.type).toBe("histogram");
  });

  it.each([
    ["no final line feed", GOOD.trimEnd()],
    ["a bad metric name", GOOD.replace("requests_total{route", "requests-total{route")],
    ["an unescaped quote", GOOD.replace('"/a\\"b', '"/a"b')],
    ["a value that is no number", GOOD.replace("} 3", "} three")],
    ["a series given twice", GOOD.replace('status="500"} 1', 'status="200"} 1').replace('"/a\\"b\\\\c"', '"/api/readings/[id]"')],
    ["a TYPE after the samples", `${GOOD}# TYPE requests_total counter\n`],
    ["buckets that are not cumulative", GOOD.replace('le="1",kind="x"} 2', 'le="1",kind="x"} 0')],
    ["+Inf unequal to _count", GOOD.replace('wait_seconds_count{kind="x"} 2', 'wait_seconds_count{kind="x"} 3')],
    ["a sample outside its family", `${GOOD}requests_total{route="/late",status="200"} 1\n`],
  ])("refuses %s", (_, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
