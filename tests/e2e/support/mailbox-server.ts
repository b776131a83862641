// The mailbox of the e2e shop (started by playwright.config.ts as a web server): a real SMTP server the
// shop sends to (SMTP_URL), and GET /mails?to=… for the tests to read what a shopper received.
import { createServer } from "node:http";
import { readMail, startSmtpSink } from "../../support/smtp-sink";

const sink = await startSmtpSink({ port: Number(process.env.E2E_SMTP_PORT) });
const port = Number(process.env.E2E_MAILBOX_PORT);
createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://mailbox");
  if (url.pathname === "/health") return void res.end("ok");
  const to = (url.searchParams.get("to") ?? "").toLowerCase();
  const mails = sink.received.filter((m) => m.to.includes(to)).map((m) => readMail(m.raw));
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(mails));
}).listen(port, "127.0.0.1", () =>
  console.log(`e2e mailbox: SMTP at ${sink.url}, mails at http://127.0.0.1:${port}/mails`),
);
