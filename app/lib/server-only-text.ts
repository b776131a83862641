import { createContext, useContext } from "react";

/**
 * Text the server writes into every page and the client never needs again, so it stays out of the
 * page scripts (issue 13: the first view's JS budget): the whole stylesheet, inlined in the head, and
 * the inline script that releases the page's scripts once it has loaded (scripts-after-load.server.ts).
 * app/entry.server.tsx sets it. On the client both are "": hydration leaves the server's text in
 * place, and navigations never replace the head or the end of the body.
 */
export type ServerOnlyText = { style: string; releaseScripts: string };

export const ServerOnlyText = createContext<ServerOnlyText>({ style: "", releaseScripts: "" });

export function useServerOnlyText(): ServerOnlyText {
  return useContext(ServerOnlyText);
}
