import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { securityHeaders } from "./security-headers";

/**
 * Methods that Node's fetch `Request` refuses to construct. Next builds one for proxy.ts from every
 * request, so these crash there with a 500 before any code of ours runs; they are answered 405 here
 * instead, before Next sees them. Nothing of ours uses them (TRACE only ever helps cross-site tracing).
 */
const REFUSED_METHODS = new Set(["TRACE", "TRACK"]);
const ALLOWED = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const GUARD = Symbol.for("arcana.methodGuard");

export function installMethodGuard(production: boolean): void {
  const prototype = http.Server.prototype as http.Server & { [GUARD]?: true };
  if (prototype[GUARD]) return;
  const headers = {
    ...Object.fromEntries(securityHeaders(production).map(({ key, value }) => [key, value])),
    Allow: ALLOWED,
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=utf-8",
  };
  const emit = prototype.emit;
  prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (REFUSED_METHODS.has(request.method ?? "")) {
        response.writeHead(405, headers).end("Method Not Allowed");
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  prototype[GUARD] = true;
}
