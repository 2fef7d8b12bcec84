import { setLogSink } from "@/lib/observability/log";

/** One line of the server's log (lib/observability/log.ts), parsed. */
export type LogLine = { time: string; level: "info" | "warn" | "error"; msg: string; requestId?: string; route?: string; user?: string } & Record<string, unknown>;

/** Runs `work` with the server's log lines kept instead of printed: what it returned, and the lines it logged. */
export async function capturingLogs<T>(work: () => Promise<T>): Promise<{ result: T; lines: LogLine[]; raw: string }> {
  const raw: string[] = [];
  const restore = setLogSink((line) => void raw.push(line));
  try {
    const result = await work();
    return { result, lines: raw.map((line) => JSON.parse(line) as LogLine), raw: raw.join("") };
  } finally {
    restore();
  }
}

/** The messages of the lines at `level`. */
export function messagesAt(lines: LogLine[], level: LogLine["level"]): string[] {
  return lines.filter((line) => line.level === level).map((line) => line.msg);
}
