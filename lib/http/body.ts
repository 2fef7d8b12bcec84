import type { z } from "@/lib/zod";
import { withDeadline } from "@/lib/async/deadline";
import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";

/** Request bodies above this are refused before they are read in full. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON body and validates it: 415 unless it is declared JSON (a cross-site form cannot send
 * that without a preflight), 413 when too large, 400 for bad JSON or a bad field, naming the field
 * (docs/product.md#conventions).
 */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.infer<Schema>> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (mediaType !== "application/json") {
    throw new AppError("unsupported_media_type", "The request body must be JSON (Content-Type: application/json).");
  }
  const text = await readBodyText(request, MAX_BODY_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", "The request body must be valid JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.length ? issue.path.join(".") : "body";
    throw new AppError("invalid_request", `Invalid ${field}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * A form's fields (`application/x-www-form-urlencoded`, what an HTML form posts), held to the same limits as
 * a JSON body: 413 past 16 KB, 408 when it trickles in past the deadline. The Request's own form reader would read
 * any size into memory first, and a multipart body is no form of ours: 415.
 */
export async function readFormBody(request: Request): Promise<URLSearchParams> {
  if (!isFormBody(request)) throw new AppError("unsupported_media_type", "The request body must be a form (Content-Type: application/x-www-form-urlencoded).");
  return new URLSearchParams(await readBodyText(request, MAX_BODY_BYTES));
}

/** Whether the request declares a form body. */
export function isFormBody(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase() === "application/x-www-form-urlencoded";
}

/**
 * The body as text, at most `maxBytes` of it: 413 at once when `Content-Length` declares more (nothing
 * is read), 413 as soon as the bytes read pass the limit, and 408 when it has not all arrived within
 * `deadlineMs` (REQUEST_BODY_TIMEOUT_SECONDS: a body of ours is a few KB, so one still arriving after that
 * is trickling in on purpose, or lost); the rest is never read. A client cannot make us hold more than
 * the limit, or hold the request open longer than the deadline, whatever it declares or however slowly
 * it sends.
 */
export async function readBodyText(request: Request, maxBytes: number, { deadlineMs = getConfig().requestBodyTimeoutSeconds * 1000 } = {}): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  // Cancelling settles a read still waiting for bytes, and nothing more of the body is read.
  const stopReading = () => void reader.cancel().catch(() => {});
  return withDeadline(deadlineMs, async (deadline) => {
    deadline.addEventListener("abort", stopReading, { once: true });
    try {
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (deadline.aborted) throw new AppError("request_timeout", "The request body took too long to arrive.");
        if (done) return Buffer.concat(chunks).toString("utf8");
        size += value.byteLength;
        if (size > maxBytes) {
          stopReading();
          throw tooLarge();
        }
        chunks.push(value);
      }
    } finally {
      deadline.removeEventListener("abort", stopReading);
    }
  });
}

function tooLarge(): AppError {
  return new AppError("payload_too_large", "The request body is too large.");
}
