import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A Web Push service on 127.0.0.1 for tests, checking what a real one
 * (FCM, Mozilla's autopush) checks: the VAPID authorization (an ES256 JWT
 * signed by the key in `k`, for this origin, not expired, with a contact),
 * a TTL, and a body encrypted with aes128gcm for the device's keys
 * (RFC 8291), which it decrypts with the device's private key as the
 * browser would. It stands in for the devices too: `device()` makes a
 * subscription's keys as a browser does. Answers 201, or 410 for a device
 * marked gone, or what the test scripts.
 */

export interface PushDevice {
  /** As the browser's PushSubscription.toJSON() gives it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypted alerts this device got, in order. */
  received: ReceivedPush[];
}

export interface ReceivedPush {
  device: string;
  payload: Record<string, unknown>;
  receivedAt: number;
  ttl: number;
  urgency: string | null;
}

export interface FakePushService {
  origin: string;
  /** A new device; `gone` ones answer 410 as a push service does for an unsubscribed browser. */
  device(options?: { gone?: boolean }): PushDevice;
  /** Every accepted alert, in order of arrival. */
  received: ReceivedPush[];
  /** Requests refused for a bad authorization or body, with the reason. */
  refused: string[];
  /** Scripts the next answers of one device (after the checks pass): a status, then the default again. */
  failNext(device: PushDevice, status: number, times?: number): void;
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** The VAPID public key's holder signed this JWT for `origin`: the reason it is not valid, or null. */
function checkVapid(header: string | undefined, origin: string, expectedKey: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return `authorization is not "vapid t=…, k=…": ${header ?? "none"}`;
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) return "k is not the server's VAPID public key";
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return "k is not an uncompressed P-256 point";
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: "jwk",
  });
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) return "the JWT has not three parts";
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "the JWT signature does not verify with k";
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
  if (JSON.parse(Buffer.from(head, "base64url").toString("utf8")).alg !== "ES256") return "alg is not ES256";
  if (claims.aud !== origin) return `aud ${String(claims.aud)} is not ${origin}`;
  const exp = Number(claims.exp);
  const now = Date.now() / 1000;
  if (!(exp > now) || exp > now + 24 * 3600) return "exp is not within the next 24 h";
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) return "sub is not mailto: or https:";
  return null;
}

/** RFC 8188/8291: the plaintext of an aes128gcm body for the device's private key and auth secret. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

export async function startFakePushService(vapidPublicKey: string): Promise<FakePushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  const scripted = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const byDevice = new Map<string, ReceivedPush[]>();
  let origin = "";

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (status: number, text = "") => {
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(text);
      };
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
      const device = id ? devices.get(id) : undefined;
      if (req.method !== "POST" || !id || !device) return answer(404, "no such subscription");
      if (device.gone) return answer(410, "push subscription has unsubscribed or expired");
      const reason =
        checkVapid(req.headers.authorization, origin, vapidPublicKey) ??
        (req.headers["content-encoding"] !== "aes128gcm" ? "content-encoding is not aes128gcm" : null) ??
        (!/^\d+$/.test(String(req.headers.ttl ?? "")) ? "no TTL header" : null);
      if (reason) {
        refused.push(reason);
        return answer(reason.startsWith("authorization") || reason.includes("JWT") ? 401 : 400, reason);
      }
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(decrypt(Buffer.concat(chunks), device)) as Record<string, unknown>;
      } catch (error) {
        refused.push(`body does not decrypt: ${String(error)}`);
        return answer(400, "bad encryption");
      }
      const next = scripted.get(id)?.shift();
      if (next !== undefined) return answer(next, "scripted");
      const push: ReceivedPush = {
        device: id,
        payload,
        receivedAt: Date.now(),
        ttl: Number(req.headers.ttl),
        urgency: typeof req.headers.urgency === "string" ? req.headers.urgency : null,
      };
      received.push(push);
      byDevice.get(id)?.push(push);
      res.setHeader("location", `${origin}/message/${received.length}`);
      answer(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    device(options = {}) {
      const id = randomBytes(9).toString("base64url");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, gone: options.gone ?? false });
      const list: ReceivedPush[] = [];
      byDevice.set(id, list);
      return {
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
        received: list,
      };
    },
    failNext(device, status, times = 1) {
      const id = device.subscription.endpoint.split("/").at(-1)!;
      scripted.set(id, [...(scripted.get(id) ?? []), ...Array.from({ length: times }, () => status)]);
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`fake push service: condition not met within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
