import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local server speaking Anthropic's Messages API (POST /v1/messages), so the real SDK is
 * exercised over HTTP. `respond` decides each answer: a reading, an overload (529), or silence.
 */
export type FakeAnthropicBehaviour = "ok" | "overloaded" | "hang";

export type RecordedRequest = { headers: IncomingMessage["headers"]; body: Record<string, unknown> };

export async function startFakeAnthropic(text = "## Summary\nA fine reading.\n\n## Synthesis\nBe kind.") {
  const requests: RecordedRequest[] = [];
  let behaviour: FakeAnthropicBehaviour = "ok";
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
      const body = JSON.parse(raw) as { model: string };
      response.writeHead(200, { "Content-Type": "application/json", "request-id": `req_${requests.length}` }).end(
        JSON.stringify({
          id: `msg_${requests.length}`,
          type: "message",
          role: "assistant",
          model: body.model,
          content: [{ type: "text", text }],
          stop_reason: "end_turn",
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 50 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setBehaviour(next: FakeAnthropicBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
