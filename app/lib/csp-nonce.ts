import { createContext, useContext } from "react";

/**
 * This render's Content-Security-Policy nonce, set by app/entry.server.tsx from the load context.
 * On the client it is "": browsers hide a nonce from scripts once the page has loaded, and the
 * inline scripts that need it only ever run from the server's HTML.
 */
export const CspNonce = createContext("");

export function useCspNonce(): string {
  return useContext(CspNonce);
}
