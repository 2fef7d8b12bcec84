/**
 * A strict reader of Prometheus's text exposition format (version 0.0.4), for what GET /api/metrics
 * answers: prom-client writes the format but has no parser. It throws on anything Prometheus would
 * refuse or that breaks the format's rules: a malformed line, a bad metric or label name, an unescaped
 * label value, a value that is not a number, a family's TYPE after its samples or given twice, a
 * family's samples not kept together, a series repeated, and histograms whose buckets are not cumulative
 * or lack `+Inf` equal to `_count`.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help?: string; samples: Sample[] };

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = { histogram: ["_bucket", "_sum", "_count"], summary: ["_sum", "_count", ""], counter: [""], gauge: [""], untyped: [""] };

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith("\n")) throw new Error("the exposition must end with a line feed");
  const families = new Map<string, Family>();
  const seenSeries = new Set<string>();
  const closed = new Set<string>();
  const typed = new Set<string>();
  let current: Family | undefined;
  const lines = text.slice(0, -1).split("\n");
  lines.forEach((line, index) => {
    const where = `line ${index + 1} (${JSON.stringify(line.slice(0, 80))})`;
    if (line.trim() === "") return;
    if (line.startsWith("#")) {
      const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!meta) return; // another comment
      const [, kind, name, rest] = meta;
      if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name`);
      if (closed.has(name)) throw new Error(`${where}: ${kind} for ${name} after its samples ended`);
      let family = families.get(name);
      if (!family) {
        family = { name, type: "untyped", samples: [] };
        families.set(name, family);
      }
      if (current && current !== family) closed.add(current.name);
      current = family;
      if (kind === "TYPE") {
        if (!TYPES.has(rest)) throw new Error(`${where}: unknown type ${rest}`);
        if (family.samples.length > 0) throw new Error(`${where}: TYPE after samples`);
        if (typed.has(name)) throw new Error(`${where}: TYPE given twice`);
        typed.add(name);
        family.type = rest;
      } else {
        if (family.help !== undefined) throw new Error(`${where}: HELP given twice`);
        if (/\\[^\\n]/.test(rest.replace(/\\\\/g, ""))) throw new Error(`${where}: bad escape in HELP`);
        family.help = rest;
      }
      return;
    }
    const sample = parseSample(line, where);
    const family = current && SUFFIXES[current.type].some((suffix) => sample.name === current!.name + suffix) ? current : undefined;
    if (!family) throw new Error(`${where}: sample ${sample.name} outside its family's block`);
    const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
    if (seenSeries.has(series)) throw new Error(`${where}: series repeated`);
    seenSeries.add(series);
    family.samples.push(sample);
  });
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

function parseSample(line: string, where: string): Sample {
  const head = /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line);
  if (!head) throw new Error(`${where}: bad metric name`);
  const name = head[1];
  let rest = line.slice(name.length);
  const labels: Record<string, string> = {};
  if (rest.startsWith("{")) {
    rest = rest.slice(1);
    while (!rest.startsWith("}")) {
      const label = /^([^=]+)="((?:[^"\\\n]|\\[\\"n])*)"(,?)/.exec(rest);
      if (!label) throw new Error(`${where}: bad label`);
      const [whole, labelName, raw, comma] = label;
      if (!LABEL_NAME.test(labelName) || labelName.startsWith("__")) throw new Error(`${where}: bad label name ${labelName}`);
      if (labelName in labels) throw new Error(`${where}: label ${labelName} repeated`);
      labels[labelName] = raw.replace(/\\(["\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));
      rest = rest.slice(whole.length);
      if (!comma && !rest.startsWith("}")) throw new Error(`${where}: labels not separated by commas`);
    }
    rest = rest.slice(1);
  }
  const value = /^ (\S+)( -?\d+)?$/.exec(rest);
  if (!value) throw new Error(`${where}: no value`);
  const number = parseValue(value[1]);
  if (number === undefined) throw new Error(`${where}: bad value ${value[1]}`);
  return { name, labels, value: number };
}

/**
 * A sample's value as Prometheus reads it (Go's strconv.ParseFloat): a decimal or exponent number, or
 * NaN and (signed) Inf in any case; prom-client writes an unmeasured event-loop mean as `Nan`.
 */
function parseValue(text: string): number | undefined {
  if (/^[+]?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : undefined;
}

/** Per label set (le aside): buckets in rising `le` with non-decreasing counts, `+Inf` equal to `_count`. */
function checkHistogram(family: Family): void {
  const groups = new Map<string, { buckets: [number, number][]; count?: number; sum?: number }>();
  for (const sample of family.samples) {
    const { le, ...others } = sample.labels;
    const key = JSON.stringify(Object.entries(others).sort());
    const group = groups.get(key) ?? { buckets: [] };
    groups.set(key, group);
    if (sample.name.endsWith("_bucket")) {
      const bound = le === undefined ? undefined : parseValue(le);
      if (bound === undefined) throw new Error(`${family.name}: a bucket without a numeric le`);
      group.buckets.push([bound, sample.value]);
    } else if (sample.name.endsWith("_count")) group.count = sample.value;
    else group.sum = sample.value;
  }
  for (const [key, group] of groups) {
    const where = `${family.name}${key}`;
    for (let i = 1; i < group.buckets.length; i++) {
      if (!(group.buckets[i][0] > group.buckets[i - 1][0])) throw new Error(`${where}: buckets not in rising le`);
      if (group.buckets[i][1] < group.buckets[i - 1][1]) throw new Error(`${where}: buckets not cumulative`);
    }
    const last = group.buckets.at(-1);
    if (!last || last[0] !== Infinity) throw new Error(`${where}: no +Inf bucket`);
    if (group.count === undefined || group.sum === undefined) throw new Error(`${where}: _count or _sum missing`);
    if (last[1] !== group.count) throw new Error(`${where}: +Inf bucket ${last[1]} differs from _count ${group.count}`);
  }
}

/** The value of one series (0 when absent): `name` and every label given. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string>): number {
  for (const family of families.values()) {
    for (const sample of family.samples) {
      if (sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) return sample.value;
    }
  }
  return 0;
}
