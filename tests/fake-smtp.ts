import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for tests (the `smtp-server` package):
 * it requires a login, records every message as received (envelope and raw
 * bytes, parsed by `mailparser` too) and answers as the test scripts it.
 */

export interface ReceivedMail {
  /** 1-based order of arrival. */
  number: number;
  mailFrom: string;
  rcptTo: string[];
  /** The message exactly as it came over the wire. */
  raw: string;
  parsed: ParsedMail;
}

/** What the server answers to a message: accept it, or an SMTP error code and text. */
export type SmtpReply = { accept: true } | { code: number; message: string };

export interface FakeSmtp {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  user: string;
  password: string;
  received: ReceivedMail[];
  /** Attempts at DATA, accepted or not. */
  tries: number;
  /** The Message-ID of every try, accepted or not, in order. */
  triedMessageIds: string[];
  reply(handler: (tryNumber: number) => SmtpReply): void;
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startFakeSmtp(options: { user?: string; password?: string } = {}): Promise<FakeSmtp> {
  const user = options.user ?? "leads@agencia-teste.com.br";
  const password = options.password ?? "s3nh@ SMTP/secreta";
  let handler: (tryNumber: number) => SmtpReply = () => ({ accept: true });
  const fake: Omit<FakeSmtp, "url" | "close"> = {
    user,
    password,
    received: [],
    tries: 0,
    triedMessageIds: [],
    reply(next) {
      handler = next;
    },
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`fake SMTP: condition not met within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(smtpError(535, "5.7.8 Authentication credentials invalid"));
    },
    onData(stream, session, callback) {
      readAll(stream).then(
        async (bytes) => {
          fake.tries += 1;
          const parsed = await simpleParser(bytes);
          fake.triedMessageIds.push(parsed.messageId ?? "");
          const reply = handler(fake.tries);
          if ("code" in reply) {
            callback(smtpError(reply.code, reply.message));
            return;
          }
          fake.received.push({
            number: fake.received.length + 1,
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: bytes.toString("utf8"),
            parsed,
          });
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
