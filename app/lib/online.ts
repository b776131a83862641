import { useEffect, useState } from "react";

/**
 * Whether the phone says it has a connection (issue 50): true on the server and until the page's
 * scripts run, then `navigator.onLine`, following its online and offline events.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}
