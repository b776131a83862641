// Checkout under load, in its own process: many shoppers at once add to cart and place orders.
// `node bench/checkout-load.mjs '<json options>'` prints one JSON line.
// `productIds`: shopper i buys productIds[i % n]; one id makes every shopper queue on one product.
// Plain node:http with keep-alive: fetch costs the load generator several times more CPU per
// request, and on a 2-core machine that CPU is taken from the server being measured.
import http from "node:http";

const { baseUrl, tokens, productIds, durationSeconds, connections } = JSON.parse(process.argv[2]);

const address = {
  fullName: "Bench Shopper",
  phone: "08031234567",
  address: "1 Bench Road",
  city: "Ikeja",
  state: "Lagos",
};
const target = new URL(baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const stopAt = Date.now() + durationSeconds * 1000;
const stats = { orders: 0, outOfStock: 0, errors: 0, latenciesMs: [] };

/** The HTTP status, or 0 when the connection failed (counted as an error, never a crash of the run). */
function call(token, path, body) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "accept-encoding": "gzip, br",
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      },
    );
    req.on("error", () => resolve(0));
    req.end(payload);
  });
}

async function shopper(token, productId) {
  while (Date.now() < stopAt) {
    const started = performance.now();
    const added = await call(token, "/api/v1/cart/items", { productId, quantity: 1 });
    if (added === 409 || added === 422) {
      stats.outOfStock++;
      break; // sold out: this shopper goes home
    }
    if (added >= 300 || added === 0) {
      stats.errors++;
      continue;
    }
    const placed = await call(token, "/api/v1/orders", { shippingAddress: address, paymentMethod: "pay-on-delivery" });
    if (placed === 201) stats.orders++;
    else if (placed === 409) stats.outOfStock++;
    else stats.errors++;
    stats.latenciesMs.push(performance.now() - started);
  }
}

const started = Date.now();
await Promise.all(tokens.slice(0, connections).map((token, i) => shopper(token, productIds[i % productIds.length])));
agent.destroy();
const seconds = (Date.now() - started) / 1000;
const sorted = stats.latenciesMs.sort((a, b) => a - b);
const pct = (p) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]) : null;
console.log(
  JSON.stringify({
    ordersPerSec: Math.round(stats.orders / seconds),
    orders: stats.orders,
    outOfStock: stats.outOfStock,
    errors: stats.errors,
    latencyMs: { p50: pct(0.5), p97_5: pct(0.975), p99: pct(0.99) },
  }),
);
