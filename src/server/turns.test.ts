import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { takingTurns } from "./turns";

/** Answers each request after `ms` of work on this thread, as the embedded database does. */
function busyAnswer(ms: number, served: { count: number }) {
  return (_req: http.IncomingMessage, res: http.ServerResponse) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
    served.count++;
    res.end("ok");
  };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/**
 * Requests answered by the server while 20 new connections were being accepted, with 8 keep-alive
 * clients already asking again and again for answers that each take 10 ms of the thread.
 */
async function servedWhileAccepting(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
  served: { count: number },
) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let loading = true;
  const client = async () => {
    while (loading) {
      await new Promise((resolve, reject) =>
        http.get({ port, host: "127.0.0.1", agent }, (res) => res.resume().on("end", resolve)).on("error", reject),
      );
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await new Promise((r) => setTimeout(r, 100));
  let accepted = 0;
  const before = served.count;
  const allAccepted = new Promise<number>((resolve) =>
    server.on("connection", () => {
      if (++accepted === 20) resolve(served.count - before);
    }),
  );
  const newcomers = Array.from({ length: 20 }, () => net.connect(port, "127.0.0.1"));
  const servedMeanwhile = await allAccepted;
  loading = false;
  await Promise.all(clients);
  newcomers.forEach((socket) => socket.destroy());
  agent.destroy();
  return servedMeanwhile;
}

it("lets new connections in between requests that hold the thread", async () => {
  const served = { count: 0 };
  // Node accepts one connection per turn of its loop, and an untaken turn answers every client waiting:
  // letting the 20 newcomers in took 75 answers here. Taking turns, 19: about one per newcomer.
  expect(await servedWhileAccepting(takingTurns(busyAnswer(10, served)), served)).toBeLessThan(40);
});
