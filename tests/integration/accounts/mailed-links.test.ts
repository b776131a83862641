// Issue 12, item 1: a reset link built from the request's Host (or X-Forwarded-Host) mails the
// token to whoever names the host. Links come from one trusted base: PUBLIC_URL, else the server's
// own address (src/platform/public-origin.ts).
import { request } from "node:http";
import { afterAll, expect, it } from "vitest";
import { createMailTransport, deliverPendingMail } from "../../../src/mail/delivery";
import { readMail, startSmtpSink } from "../../support/smtp-sink";
import { describeOnEachDatabase, type TestShop } from "../../support/shop";
import { signUpShopper } from "./helpers";

const sink = await startSmtpSink();
afterAll(() => sink.close());

const ATTACKER = "evil.example";

/** A POST with headers of the caller's choosing, `Host` included (fetch always sends the real one). */
function post(baseUrl: string, path: string, headers: Record<string, string>, body: string): Promise<number> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: "POST", headers: { ...headers, "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The forged header of each attack, and the Origin a script sending it would claim alongside. */
const FORGED = [
  { header: "Host", headers: () => ({ host: ATTACKER, origin: `http://${ATTACKER}` }) },
  {
    header: "X-Forwarded-Host",
    headers: (shop: TestShop) => ({ "x-forwarded-host": ATTACKER, "x-forwarded-proto": "https", origin: shop.baseUrl }),
  },
];

async function mailedResetLink(shop: TestShop, email: string) {
  await deliverPendingMail(shop.app, createMailTransport(sink.url));
  const mails = sink.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.subject).toContain("Reset your");
  return { mail, link: mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? "" };
}

function mailsLinksOnlyAt(trustedBase: () => string) {
  return (shop: () => TestShop) => {
    for (const forged of FORGED) {
      it(`mails the API's reset link at the trusted base, whatever ${forged.header} says`, async () => {
        const { input } = await signUpShopper(shop());
        const email = input.email.toLowerCase();
        const status = await post(
          shop().baseUrl,
          "/api/v1/auth/password-reset",
          { ...forged.headers(shop()), "content-type": "application/json" },
          JSON.stringify({ email }),
        );
        expect(status).toBe(202);
        const { mail, link } = await mailedResetLink(shop(), email);
        expect(link.startsWith(`${trustedBase()}/reset-password?token=`)).toBe(true);
        expect(mail.text).not.toContain(ATTACKER);
        expect(mail.html).not.toContain(ATTACKER);
      });

      it(`mails the /forgot-password page's reset link at the trusted base, whatever ${forged.header} says`, async () => {
        const { input } = await signUpShopper(shop());
        const email = input.email.toLowerCase();
        const status = await post(
          shop().baseUrl,
          "/forgot-password",
          { ...forged.headers(shop()), "content-type": "application/x-www-form-urlencoded" },
          new URLSearchParams({ email }).toString(),
        );
        expect(status).toBe(200);
        const { mail, link } = await mailedResetLink(shop(), email);
        expect(link.startsWith(`${trustedBase()}/reset-password?token=`)).toBe(true);
        expect(mail.text).not.toContain(ATTACKER);
        expect(mail.html).not.toContain(ATTACKER);
      });
    }
  };
}

describeOnEachDatabase(
  "accounts: mailed links with PUBLIC_URL set",
  mailsLinksOnlyAt(() => "https://shop.bay.test"),
  {
    PUBLIC_URL: "https://shop.bay.test/",
    SMTP_URL: sink.url,
  },
  { pages: true },
);

describeOnEachDatabase(
  "accounts: mailed links without PUBLIC_URL",
  mailsLinksOnlyAt(() => "http://localhost:3456"),
  {
    PORT: "3456",
    SMTP_URL: sink.url,
  },
  { pages: true },
);
