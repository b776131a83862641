import { useLocation } from "react-router";
import { useDataSaver } from "~/lib/data-saver";

/**
 * The footer's "Data saver" switch (issue 50): a plain form, not the router's, so the page comes back
 * whole in its other variant, with or without JavaScript. Remembered in a cookie for a year.
 */
export function DataSaverSwitch() {
  const on = useDataSaver();
  const location = useLocation();
  return (
    <form method="post" action="/data-saver" className="flex flex-wrap items-center justify-center gap-x-2">
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-pressed={on}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-white underline-offset-4 hover:underline"
      >
        Data saver
        <span className="rounded-full border border-white/40 px-2 text-[0.7rem] uppercase">{on ? "On" : "Off"}</span>
      </button>
      <span className="text-white/80">
        {on ? "Smaller pictures, nothing moves by itself." : "Smaller pictures for costly data."}
      </span>
    </form>
  );
}
