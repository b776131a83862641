import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server's HTML (a page without JavaScript), true once the page's scripts run. */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
