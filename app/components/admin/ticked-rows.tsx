import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { countOf } from "@/shop/counts";

/** Sent once the admin has answered `askFirst`'s question (in the browser, or on the server's page). */
export const ASKED = "asked";
/** The form an admin list's tick boxes belong to (they sit in the table's rows and the cards, outside it). */
const TICKED_FORM = "bulk-status";
const tickBoxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[form="${TICKED_FORM}"][name="ids"]`)];
/** The boxes a person can see: the table's at desktop width, the cards' below it. */
const shownTickBoxes = () => tickBoxes().filter((box) => box.offsetParent !== null);
/** How many rows are ticked (a row's table box and card box count once), and whether every shown box is. */
function tallyOfTicks() {
  const shown = shownTickBoxes();
  return {
    ticked: new Set(
      tickBoxes()
        .filter((box) => box.checked)
        .map((box) => box.value),
    ).size,
    all: shown.length > 0 && shown.every((box) => box.checked),
  };
}
type Tally = ReturnType<typeof tallyOfTicks>;
const NONE_TICKED: Tally = { ticked: 0, all: false };
const PHONE_ACTION_BAR =
  "max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-40 max-sm:border-t max-sm:border-neutral-300 max-sm:bg-white max-sm:p-3 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-4px_12px_rgb(0_0_0/0.08)]";

/** A row's tick box, named for a screen reader by what the row is ("Tick BAY-…"). */
export function TickBox({ id, name }: { id: string; name: string }) {
  return (
    <label className="-m-2 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input type="checkbox" form={TICKED_FORM} name="ids" value={id} className="size-5 accent-brand" />
      <span className="sr-only">Tick {name}</span>
    </label>
  );
}

/**
 * Sets the ticked rows of an admin list (`list`: its table and its phone cards) to one status at once. A form
 * that works without JavaScript; with it, a box ticks the whole page, the button says how many are ticked, and
 * the ticks clear once the change is answered. `more`: other submit buttons acting on the same ticks.
 */
export function TickedRows({
  noun,
  statuses,
  defaultStatus,
  returnTo,
  more,
  list,
  askFirst,
}: {
  /** What a row is: "order" gives "Ticked orders", "Set ticked orders to", "Update 2 orders". */
  noun: string;
  statuses: readonly string[];
  defaultStatus: string;
  returnTo: string;
  more?: (disabled: boolean) => ReactNode;
  list: ReactNode;
  /** A status that cannot be taken back by setting another (Cancelled restocks and mails): asked first. */
  askFirst?: { status: string; question: (ticked: number) => string };
}) {
  const [hydrated, setHydrated] = useState(false);
  // Read from the boxes after a change, never during a render: they are the DOM's, not React's.
  const [{ ticked, all }, setTally] = useState(NONE_TICKED);
  const recount = () =>
    setTally((was) => {
      const now = tallyOfTicks();
      return now.ticked === was.ticked && now.all === was.all ? was : now;
    });
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => setHydrated(true), []);
  // Another page of rows, or a width that shows the cards instead of the table (or back).
  useEffect(recount, [list]);
  useEffect(() => {
    window.addEventListener("resize", recount);
    return () => window.removeEventListener("resize", recount);
  }, []);
  useEffect(() => {
    if (navigation.state === "submitting" && navigation.formData?.get("intent") === "bulk-status")
      submitted.current = true;
    if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      for (const box of tickBoxes()) box.checked = false;
      recount();
    }
  }, [navigation.state, navigation.formData]);
  const none = hydrated && ticked === 0;
  // On a phone the status, the update and `more` wait out of sight until a row is ticked, then ride along
  // at the bottom of the screen (the way a phone's own apps act on a selection), so the rows start sooner.
  const actionsOnPhone = !hydrated ? "" : none ? "max-sm:hidden" : PHONE_ACTION_BAR;
  return (
    <>
      <Form
        id={TICKED_FORM}
        method="post"
        aria-label={`Ticked ${noun}s`}
        className="flex flex-wrap items-center gap-2 rounded-lg border border-neutral-300 bg-white p-2 text-sm"
        onSubmit={(event) => {
          // Only the update asks (not `more`'s buttons, which read the same ticks); without JavaScript it posts.
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          if (!askFirst || submitter?.hasAttribute("formaction")) return;
          if (new FormData(event.currentTarget).get("status") !== askFirst.status) return;
          if (!window.confirm(askFirst.question(ticked))) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="bulk-status" />
        <input type="hidden" name="returnTo" value={returnTo} />
        {/* The question above is the browser's: a page without JavaScript (or not yet running it) is asked by the server. */}
        {hydrated && askFirst ? <input type="hidden" name={ASKED} value="yes" /> : null}
        {hydrated ? (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 px-1 font-medium">
            <input
              type="checkbox"
              className="size-5 accent-brand"
              checked={all}
              onChange={(event) => {
                for (const box of shownTickBoxes()) box.checked = event.target.checked;
                recount();
              }}
            />
            All
          </label>
        ) : null}
        {none ? <p className="min-w-0 flex-1 text-neutral-700 sm:hidden">Tick to update several at once</p> : null}
        <div
          data-action-bar={actionsOnPhone === PHONE_ACTION_BAR || undefined}
          className={`flex min-w-0 flex-1 flex-wrap items-center gap-2 sm:flex-none ${actionsOnPhone}`}
        >
          <label className="inline-flex min-w-0 flex-1 items-center gap-2 font-medium sm:flex-none">
            <span className="max-sm:sr-only">Set ticked {noun}s to</span>
            <select
              name="status"
              defaultValue={defaultStatus}
              className="min-h-11 w-full min-w-0 rounded-md border border-neutral-400 bg-white px-2 sm:w-auto"
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            disabled={none}
            aria-label={hydrated ? `Update ${countOf(ticked, `ticked ${noun}`)}` : undefined}
            className="btn-primary min-h-11 px-4 py-2 whitespace-nowrap"
          >
            {/* One piece of text: the button's flex gap would otherwise widen the space before the noun. */}
            {hydrated ? (
              <span>
                Update {ticked}
                <span className={none ? "max-sm:hidden" : ""}> {ticked === 1 ? noun : `${noun}s`}</span>
              </span>
            ) : (
              `Update ticked ${noun}s`
            )}
          </button>
          {more?.(none)}
        </div>
      </Form>
      <div onChange={recount}>{list}</div>
    </>
  );
}
