import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import { cookieNames } from "@/http/cookies";
import { SIGNED_IN_HINT, type PersonalState } from "@/http/shared-pages";

// A shared page (src/http/shared-pages.ts) arrives rendered for nobody: the same bytes for a visitor
// and a shopper, from the public cache. In a signed-in browser it then asks for the shopper's own
// header and hearts. A page rendered for the shopper (their cart, or any page after they acted) has
// them in its loader data already, which always wins.

const Fetched = createContext<PersonalState | null>(null);

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
  const [fetched, setFetched] = useState<PersonalState | null>(null);
  useEffect(() => {
    if (renderedForShopper || !signedInHint()) {
      setFetched(null);
      return;
    }
    let current = true;
    fetch("/personal-state", { headers: { Accept: "application/json" } })
      .then((answer) => (answer.ok ? (answer.json() as Promise<PersonalState>) : null))
      // A transition: React changes no part of the page still waiting for its script (the product page's
      // reviews) until that script has come. An urgent update there would drop its server markup for the
      // fallback meanwhile, and a tap on it with it (tests/e2e/reviews.spec.ts).
      .then((state) => current && startTransition(() => setFetched(state?.user ? state : null)))
      // Offline or refused: the page stays as it was rendered, for nobody in particular.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [renderedForShopper]);
  return <Fetched.Provider value={renderedForShopper ? null : fetched}>{children}</Fetched.Provider>;
}

/** The shopper's state fetched for a shared page, or null when the page's own data is to be used. */
export function useFetchedPersonalState(): PersonalState | null {
  return useContext(Fetched);
}

/** The hearted products of a page: its loader's, and on a shared page the ones fetched after it loaded. */
export function useHearted(fromLoader: string[]): string[] {
  const fetched = useFetchedPersonalState();
  return fetched ? [...new Set([...fromLoader, ...fetched.hearted])] : fromLoader;
}
