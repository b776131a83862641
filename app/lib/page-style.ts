import { createContext, useContext } from "react";

/**
 * The whole stylesheet (app/app.css, built by Tailwind), which app/entry.server.tsx sets and the
 * root layout writes into the page's head. Inline, it costs no request before the first paint: on
 * a slow phone network a separate stylesheet held the first paint back by a round trip (issue 13).
 * On the client it is "": the server's <style> stays in place and navigations never replace the head.
 */
export const PageStyle = createContext("");

export function usePageStyle(): string {
  return useContext(PageStyle);
}
