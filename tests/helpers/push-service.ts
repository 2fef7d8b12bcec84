import { createECDH, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify, type JWTPayload } from "jose";

/**
 * A push service in the test: a local HTTP server that takes what our server posts to a subscription's
 * endpoint and answers the status the test sets per endpoint (201 unless told). A browser's side of a
 * subscription is made here too (`newDevice`: its ECDH key pair and auth secret, as a browser keeps them),
 * so a test can decrypt what arrived (RFC 8188 aes128gcm with RFC 8291's keys) and verify its VAPID
 * JWT (RFC 8292) against our public key, with nothing of the app's code in between.
 */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusOf.get(path) ?? 201, { "Content-Type": "text/plain" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let sequence = 0;
  return {
    origin,
    received,
    /** What this endpoint's next posts are answered with. */
    answer(endpoint: string, status: number) {
      statusOf.set(new URL(endpoint).pathname, status);
    },
    /** What arrived for one endpoint, oldest first. */
    receivedBy(endpoint: string): ReceivedPush[] {
      return received.filter((push) => push.path === new URL(endpoint).pathname);
    },
    /** A new browser's subscription on this service: the JSON it posts to us, and the keys it decrypts with. */
    newDevice() {
      sequence += 1;
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${sequence}-${randomBytes(6).toString("hex")}`;
      return {
        endpoint,
        subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") } },
        decrypt: (body: Buffer) => decryptAes128gcm(body, ecdh, authSecret),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * RFC 8291 §3.4 and RFC 8188 §2: the header (salt, record size, the sender's public key), the keys derived
 * from ECDH with the sender's key and the auth secret, then each record decrypted and its padding removed.
 */
function decryptAes128gcm(body: Buffer, receiver: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20];
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  const ecdhSecret = receiver.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.getPublicKey(), senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync("sha256", inputKey, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", inputKey, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const plain: Buffer[] = [];
  for (let offset = 0, index = 0; offset < records.length; offset += recordSize, index += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number, XORed into the nonce's last bytes (never more than 2³² records here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The content, then one delimiter (2 in the last record, 1 before it), then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 1 && padded[end] !== 2) throw new Error("aes128gcm: no padding delimiter");
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString("utf8");
}

/**
 * The `Authorization: vapid t=<JWT>, k=<public key>` of a push, its JWT verified (ES256) against `publicKey`
 * (base64url, the uncompressed point): its claims, or a throw.
 */
export async function verifyVapid(authorization: string | undefined, publicKey: string): Promise<{ claims: JWTPayload; k: string }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a vapid authorization: ${authorization}`);
  const point = Buffer.from(publicKey, "base64url");
  const key = await importJWK({ kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") }, "ES256");
  const { payload } = await jwtVerify(match[1], key, { algorithms: ["ES256"] });
  return { claims: payload, k: match[2] };
}
