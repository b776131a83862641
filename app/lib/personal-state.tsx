import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { cookieNames } from "@/http/cookies";
import { SIGNED_IN_HINT, type PersonalState } from "@/http/shared-pages";

// A shared page (src/http/shared-pages.ts) arrives rendered for nobody: the same bytes for a visitor
// and a shopper, from the public cache. In a signed-in browser it then asks for the shopper's own
// header and hearts. A page rendered for the shopper (their cart, or any page after they acted) has
// them in its loader data already, which always wins.

// The fetched state is kept outside React's context. A context change reaches every part of the page still
// waiting for its script (the product page's reviews, hydrated later), and React answers an urgent update
// there by dropping that part's server markup for its empty fallback until the script comes: the reviews
// vanished, and a tap on them with it (tests/e2e/reviews.spec.ts). A store wakes only the components that
// read it: the header and the hearts.
let fetchedState: PersonalState | null = null;
const listeners = new Set<() => void>();

function keepFetched(state: PersonalState | null) {
  if (state === fetchedState) return;
  fetchedState = state;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const RenderedForShopper = createContext(false);

function signedInHint(): boolean {
  return cookieNames(document.cookie).includes(SIGNED_IN_HINT);
}

/** `renderedForShopper`: the root loader's data is already the shopper's; nothing to ask for. */
export function PersonalStateProvider({
  renderedForShopper,
  children,
}: {
  renderedForShopper: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (renderedForShopper || !signedInHint()) {
      keepFetched(null);
      return;
    }
    let current = true;
    fetch("/personal-state", { headers: { Accept: "application/json" } })
      .then((answer) => (answer.ok ? (answer.json() as Promise<PersonalState>) : null))
      .then((state) => current && keepFetched(state?.user ? state : null))
      // Offline or refused: the page stays as it was rendered, for nobody in particular.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [renderedForShopper]);
  return <RenderedForShopper.Provider value={renderedForShopper}>{children}</RenderedForShopper.Provider>;
}

/** The shopper's state fetched for a shared page, or null when the page's own data is to be used. */
export function useFetchedPersonalState(): PersonalState | null {
  const renderedForShopper = useContext(RenderedForShopper);
  // The server, and the browser while hydrating, draw the page for nobody.
  const fetched = useSyncExternalStore(
    subscribe,
    () => fetchedState,
    () => null,
  );
  return renderedForShopper ? null : fetched;
}

/** The hearted products of a page: its loader's, and on a shared page the ones fetched after it loaded. */
export function useHearted(fromLoader: string[]): string[] {
  const fetched = useFetchedPersonalState();
  return fetched ? [...new Set([...fromLoader, ...fetched.hearted])] : fromLoader;
}
