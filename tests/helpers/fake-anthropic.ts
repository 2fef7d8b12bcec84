import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local server speaking Anthropic's Messages API (POST /v1/messages), so the real SDK is
 * exercised over HTTP, whole or streamed (`stream: true`: Server-Sent Events as Anthropic sends them).
 * The behaviour decides each answer: a reading, an overload (529), silence, or a stream that breaks
 * after two chunks. `tokensPerSecond` paces a stream like a real model writing. A whole (not streamed)
 * answer may have a text and a delay of its own (`setWholeAnswer`): the judge asks for one while readings stream.
 */
export type FakeAnthropicBehaviour = "ok" | "overloaded" | "hang" | "fail-mid-stream";

export type RecordedRequest = { headers: IncomingMessage["headers"]; body: Record<string, unknown> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Word-sized chunks, the way a model's tokens arrive (roughly). */
function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** What a request asked: its system prompt and its one user message. */
export type AskedMessage = { system: string; content: string };

/**
 * `answer`, when given, writes each answer from what its request asked (a reader's-language reading built from the
 * prompt's own words, e2e/writer-in-language.ts); otherwise every answer is `text`.
 */
export async function startFakeAnthropic(
  text = "## Summary\nA fine reading.\n\n## Synthesis\nBe kind.",
  { tokensPerSecond = 0, answer }: { tokensPerSecond?: number; answer?: (asked: AskedMessage) => string } = {},
) {
  const requests: RecordedRequest[] = [];
  let behaviour: FakeAnthropicBehaviour = "ok";
  let whole: { text?: string; delayMs?: number } = {};

  const answerTo = (body: Record<string, unknown>) =>
    answer ? answer({ system: String(body.system ?? ""), content: String((body.messages as { content?: unknown }[] | undefined)?.[0]?.content ?? "") }) : text;

  async function streamMessage(response: ServerResponse, model: string, id: string, text: string) {
    const send = (event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "request-id": id });
    send("message_start", {
      type: "message_start",
      message: { id, type: "message", role: "assistant", model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 100, output_tokens: 1 } },
    });
    send("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
    const tokens = tokensOf(text);
    for (const [index, token] of tokens.entries()) {
      if (behaviour === "fail-mid-stream" && index === 2) {
        send("error", { type: "error", error: { type: "overloaded_error", message: "Overloaded" } });
        response.end();
        return;
      }
      if (response.destroyed) return;
      send("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: token } });
      if (tokensPerSecond > 0) await sleep(1000 / tokensPerSecond);
    }
    send("content_block_stop", { type: "content_block_stop", index: 0 });
    send("message_delta", { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: tokens.length } });
    send("message_stop", { type: "message_stop" });
    response.end();
  }

  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      requests.push({ headers: request.headers, body: raw ? JSON.parse(raw) : {} });
      if (request.method !== "POST" || request.url !== "/v1/messages") {
        response.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ type: "error", error: { type: "not_found_error", message: "no" } }));
        return;
      }
      if (behaviour === "hang") return; // never answers: the client's timeout must end it
      if (behaviour === "overloaded") {
        response
          .writeHead(529, { "Content-Type": "application/json", "retry-after": "0" })
          .end(JSON.stringify({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } }));
        return;
      }
      const body = JSON.parse(raw) as { model: string; stream?: boolean };
      const id = `msg_${requests.length}`;
      if (body.stream) {
        void streamMessage(response, body.model, id, answerTo(body));
        return;
      }
      const requestId = `req_${requests.length}`;
      const answer = () => {
        if (response.destroyed) return;
        response.writeHead(200, { "Content-Type": "application/json", "request-id": requestId }).end(
          JSON.stringify({
            id,
            type: "message",
            role: "assistant",
            model: body.model,
            content: [{ type: "text", text: whole.text ?? answerTo(body) }],
            stop_reason: "end_turn",
            stop_sequence: null,
            usage: { input_tokens: 100, output_tokens: 50 },
          }),
        );
      };
      if (whole.delayMs) setTimeout(answer, whole.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    text,
    requests,
    setBehaviour(next: FakeAnthropicBehaviour) {
      behaviour = next;
    },
    /** What a whole answer says (else the reading's text) and how long it waits first. */
    setWholeAnswer(next: { text?: string; delayMs?: number }) {
      whole = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
