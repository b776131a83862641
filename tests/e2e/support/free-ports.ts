import { execFileSync } from "node:child_process";

// Playwright reads its config synchronously, so the ports are asked of the system by a short child
// process: each is bound to port 0 (the system hands out a free one), all are held until every one is
// known, then released. A fixed or random range met other services on a CI machine (epmd on 4369).
const askForPorts = `
const net = require("node:net");
const count = Number(process.argv[1]);
const servers = [];
const next = () => {
  if (servers.length === count) {
    console.log(servers.map((s) => s.address().port).join(","));
    return servers.forEach((s) => s.close());
  }
  const s = net.createServer();
  s.listen(0, "127.0.0.1", () => { servers.push(s); next(); });
};
next();
`;

export function freePorts(count: number): number[] {
  const printed = execFileSync(process.execPath, ["-e", askForPorts, String(count)], { encoding: "utf8" });
  return printed.trim().split(",").map(Number);
}
