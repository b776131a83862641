import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free port (or `port`) that keeps what it receives (or refuses every recipient). */
export async function startSmtpSink(options: { reject?: boolean; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.reject) {
        const err = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decode(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    // Escape literal percent signs first so decodeURIComponent only sees the hex escapes we made.
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

/** The decoded text/plain and text/html parts and the subject of a received message (enough MIME for our mails). */
export function readMail(raw: string): { subject: string; text: string; html: string } {
  const [head] = raw.split(/\r?\n\r?\n/);
  const subjectLine = head.replace(/\r?\n[ \t]+/g, " ").match(/^Subject: (.*)$/im)?.[1] ?? "";
  const subject = subjectLine.replace(/=\?utf-8\?([QB])\?(.*?)\?=\s?/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decode(data.replace(/_/g, " "), "quoted-printable"),
  );
  const parts: Record<string, string> = {};
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  for (const section of boundary ? raw.split(`--${boundary}`) : [raw]) {
    const [partHead, ...rest] = section.split(/\r?\n\r?\n/);
    const type = partHead.match(/Content-Type: (text\/(?:plain|html))/i)?.[1]?.toLowerCase();
    if (!type || parts[type]) continue;
    const encoding = partHead.match(/Content-Transfer-Encoding: ([\w-]+)/i)?.[1]?.toLowerCase() ?? "7bit";
    parts[type] = decode(rest.join("\n\n"), encoding).replace(/\r\n/g, "\n");
  }
  return { subject, text: parts["text/plain"] ?? "", html: parts["text/html"] ?? "" };
}
