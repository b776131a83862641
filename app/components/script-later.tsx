import { Suspense, useCallback, useEffect, useRef, type ReactNode } from "react";

/**
 * A part of a page rendered with it on the server whose script is left out of the page's first download (the
 * first-view JS budget): `children` is a lazy component, which the browser keeps as the server's markup inside
 * the Suspense boundary until its script arrives, then hydrates. `data-script-pending` goes once it has hydrated
 * (browser tests wait for it).
 *
 * Nothing may reach into the boundary before it has hydrated: React answers an update to a boundary still waiting
 * for its script by dropping the server's markup for the fallback (nothing) until the script comes. So the part
 * is wrapped in `memo` with props that keep their identity (the loader's data, plain values).
 */
export function ScriptLater({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const hydrated = useCallback(() => wrapper.current?.removeAttribute("data-script-pending"), []);
  return (
    <div ref={wrapper} data-script-pending="">
      <Suspense fallback={null}>
        {children}
        <OnHydrated run={hydrated} />
      </Suspense>
    </div>
  );
}

function OnHydrated({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
