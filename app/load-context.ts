import type { PageContext } from "@/http/env";

declare module "react-router" {
  // The Hono server hands every loader and action the shop, the request id and the signed-in user.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}

export {};
