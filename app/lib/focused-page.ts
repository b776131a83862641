import type { UIMatch } from "react-router";

/**
 * A page that asks for the shop's focused frame (checkout): the header is the shop's name and a way
 * back to the bag, the footer one line. A route says so with `export const handle = FOCUSED_PAGE`.
 */
export const FOCUSED_PAGE = { focused: true } as const;

export function isFocusedPage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { focused?: boolean } | undefined)?.focused === true);
}
