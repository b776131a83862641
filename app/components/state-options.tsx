import { NIGERIAN_STATES } from "@/shop/constants";

/** A state box's choices: a first empty one saying what to do, then Nigeria's 36 states and the FCT. */
export function StateOptions({ prompt }: { prompt: string }) {
  return (
    <>
      <option value="">{prompt}</option>
      {NIGERIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </>
  );
}
