import "server-only";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";

/** An address a host name resolved to, as `dns.lookup` gives it. */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/**
 * Posts one push and answers the push service's status (its body is not read). The whole request, from the
 * connection to the status, has `deadlineMs`; past it, the connection is destroyed. With `pinned`, the
 * connection goes to that address, the one that was checked, whatever the name resolves to now (no second
 * lookup that a DNS answer changed meanwhile could turn inward), while TLS still checks the certificate
 * against the URL's host name. Redirects are not followed.
 */
export function postPush({
  url,
  headers,
  body,
  pinned,
  deadlineMs,
  signal,
}: {
  url: URL;
  headers: Record<string, string>;
  body: Buffer;
  pinned?: ResolvedAddress;
  deadlineMs: number;
  /** Aborted (the job's own deadline): the request is not made, or is cut off. */
  signal?: AbortSignal;
}): Promise<number> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = send({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: url.port === "" ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: "POST",
      headers: { ...headers, "Content-Length": String(body.length) },
      // A connection of its own: a pooled one could have been opened to another address.
      agent: false,
      signal,
      ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
    });
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${deadlineMs} ms`)), deadlineMs);
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      // Nothing of the answer is kept; the deadline still ends a body that never does.
      response.resume();
      response.on("end", () => clearTimeout(deadline));
      response.on("error", () => {});
    });
    request.on("error", (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
}

/** A lookup that answers the checked address for the one name it is asked for (Node asks for every address, or one). */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
