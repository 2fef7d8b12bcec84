/** One Server-Sent Event: its name (`message` when unnamed) and its data lines joined. */
export type ServerSentEvent = { event: string; data: string };

/**
 * A text/event-stream parser fed chunk by chunk, as they arrive: an event may be split across chunks,
 * and a chunk may hold several events. Comment lines and unknown fields are skipped.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = "";
  return (chunk) => {
    buffer += chunk;
    // Normalise line ends, keeping a lone trailing "\r" until we know whether "\n" follows it.
    buffer = buffer.replace(/\r\n|\r(?!$)/g, "\n");
    for (let boundary = buffer.indexOf("\n\n"); boundary !== -1; boundary = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line === "" || line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
      if (data.length > 0) onEvent({ event, data: data.join("\n") });
    }
  };
}
