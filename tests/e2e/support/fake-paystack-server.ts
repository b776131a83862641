// The fake Paystack the e2e shop talks to (started by playwright.config.ts as a second web server).
import { startFakePaystack } from "../../support/fake-paystack";
import { E2E_PAYSTACK_SECRET } from "./paystack";

const port = Number(process.env.E2E_PAYSTACK_PORT);
const fake = await startFakePaystack(E2E_PAYSTACK_SECRET, port);
console.log(`fake Paystack on ${fake.baseUrl}`);
