import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A stand-in for the Paystack API over real HTTP, for tests: initialize, verify, and a hosted
// "payment page" that sends the shopper back to the callback URL, like the real one does.

export type FakeTransaction = {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string;
  /** What verify reports: "abandoned" until paid on the payment page or set by a test. */
  status: "abandoned" | "success" | "failed";
  /** The amount verify reports as paid (a test may make it differ from the asked amount). */
  paidAmount: number;
};

export type FakePaystack = {
  baseUrl: string;
  transactions: Map<string, FakeTransaction>;
  /** Authorization headers seen on API calls, newest last. */
  authorizations: string[];
  close: () => Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakePaystack(secretKey: string, port = 0): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const authorizations: string[] = [];
  let baseUrl = "";
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", baseUrl);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/health") return json(200, { ok: true });
    if (url.pathname.startsWith("/transaction/")) {
      authorizations.push(req.headers.authorization ?? "");
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return json(401, { status: false, message: "Invalid key" });
    }
    if (req.method === "POST" && url.pathname === "/transaction/initialize") {
      const body = JSON.parse(await readBody(req));
      if (transactions.has(body.reference))
        return json(400, { status: false, message: "Duplicate Transaction Reference" });
      transactions.set(body.reference, {
        reference: body.reference,
        email: body.email,
        amount: body.amount,
        currency: body.currency,
        callbackUrl: body.callback_url,
        status: "abandoned",
        paidAmount: body.amount,
      });
      return json(200, {
        status: true,
        message: "Authorization URL created",
        data: { authorization_url: `${baseUrl}/pay/${body.reference}`, access_code: "fake", reference: body.reference },
      });
    }
    const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
    if (req.method === "GET" && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]));
      if (!tx) return json(400, { status: false, message: "Transaction reference not found" });
      return json(200, {
        status: true,
        message: "Verification successful",
        data: { reference: tx.reference, status: tx.status, amount: tx.paidAmount, currency: tx.currency },
      });
    }
    const pay = url.pathname.match(/^\/pay\/([^/]+)$/);
    const tx = pay ? transactions.get(decodeURIComponent(pay[1])) : undefined;
    if (pay && tx && req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html lang="en"><head><title>Fake Paystack</title></head><body><main>` +
          `<h1>Fake Paystack</h1><p>Pay ${tx.amount} kobo</p>` +
          `<form method="post"><button name="result" value="success">Pay</button>` +
          `<button name="result" value="abandoned">Cancel payment</button></form></main></body></html>`,
      );
    }
    if (pay && tx && req.method === "POST") {
      const result = new URLSearchParams(await readBody(req)).get("result");
      if (result === "success") tx.status = "success";
      const back = new URL(tx.callbackUrl);
      back.searchParams.set("trxref", tx.reference);
      back.searchParams.set("reference", tx.reference);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    json(404, { status: false, message: "Not found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    transactions,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
