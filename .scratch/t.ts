import { npmStartCommand } from "../tests/integration/resilience/servers";
console.log(npmStartCommand());
