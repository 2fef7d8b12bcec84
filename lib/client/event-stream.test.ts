import { describe, expect, it } from "vitest";
import { createEventStreamParser, type ServerSentEvent } from "./event-stream";

function parseAll(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const feed = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
}

describe("createEventStreamParser", () => {
  it("reads named events with JSON data", () => {
    expect(parseAll(['event: delta\ndata: {"text":"Hi"}\n\nevent: done\ndata: {"interpretation":"Hi"}\n\n'])).toEqual([
      { event: "delta", data: '{"text":"Hi"}' },
      { event: "done", data: '{"interpretation":"Hi"}' },
    ]);
  });

  it("joins an event split across chunks anywhere, even inside a line end", () => {
    const whole = 'event: delta\r\ndata: {"text":"a b"}\r\n\r\nevent: delta\ndata: {"text":"c"}\n\n';
    for (let cut = 1; cut < whole.length; cut++) {
      expect(parseAll([whole.slice(0, cut), whole.slice(cut)]), `cut at ${cut}`).toEqual([
        { event: "delta", data: '{"text":"a b"}' },
        { event: "delta", data: '{"text":"c"}' },
      ]);
    }
  });

  it("skips comments, keeps multi-line data, and waits for an unfinished event", () => {
    expect(parseAll([": keep-alive\n\ndata: one\ndata: two\n\nevent: done\ndata: {}"])).toEqual([{ event: "message", data: "one\ntwo" }]);
  });
});
