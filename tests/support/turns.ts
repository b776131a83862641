/**
 * What `work` gave, and how many turns other work got while it ran: a callback that reschedules itself
 * (setImmediate) counts each. Waiting on I/O gives turns too, so this tells only of work that does none.
 */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  const result = await work();
  running = false;
  return { result, turns };
}
