// The load generator, run in its own process: `node bench/load.mjs '<json options>'`.
// Prints one JSON line with throughput, latency percentiles, errors and bytes per response.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
const result = await autocannon({
  url: options.url,
  connections: options.connections ?? 50,
  duration: options.duration ?? 10,
  // As a browser or a mobile app would: compressed answers are what real clients are sent.
  headers: { "accept-encoding": "gzip, deflate, br", ...options.headers },
  requests: (options.paths ?? ["/"]).map((path) => ({ method: "GET", path })),
});
const responses = result.requests.total || 1;
console.log(
  JSON.stringify({
    reqPerSec: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: Math.round(result.throughput.total / responses),
    requests: result.requests.total,
  }),
);
