/**
 * Node accepts one new connection per turn of its event loop (libuv 1.45, libuv/libuv#3696). With the
 * embedded database every request is answered on this thread within the turn that read it, so under
 * load a turn lasted 100-500 ms and new visitors waited seconds to be let in (the bench's 50
 * connections: up to 12 s, and timeouts). Requests therefore start only while the current turn has
 * run for less than this; later ones wait for the next turn, after the loop has polled again.
 */
const TURN_BUDGET_MS = 5;

/**
 * `handle`, started for each request only within TURN_BUDGET_MS of the event loop's last pass through
 * its check phase (setImmediate). A request that waits is held before anything is made for it, so
 * waiting requests cost little memory, and each is started in the order it arrived.
 */
export function takingTurns<A extends unknown[], R>(
  handle: (...args: A) => R | Promise<R>,
): (...args: A) => Promise<R> {
  let turnStarted = performance.now();
  let endOfTurnQueued = false;
  // Queued before any request that waits, so it runs first when the loop comes round.
  const markEndOfTurn = () => {
    if (endOfTurnQueued) return;
    endOfTurnQueued = true;
    setImmediate(() => {
      endOfTurnQueued = false;
      turnStarted = performance.now();
    });
  };
  return async (...args: A): Promise<R> => {
    markEndOfTurn();
    while (performance.now() - turnStarted > TURN_BUDGET_MS) {
      await new Promise(setImmediate);
      markEndOfTurn();
    }
    return handle(...args);
  };
}
