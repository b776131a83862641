import type { Logger } from "./log";

/** One step of a periodic job: what it does and what is logged when it fails. */
export type PeriodicStep = { failure: string; run: () => Promise<unknown> };

/**
 * Runs the steps now and then every `intervalMs`, in order and one run at a time (a tick that comes
 * while a run is going is skipped), until stopped. A failed step is logged and the next one still
 * runs; the next tick tries again. The timer never keeps the process alive.
 */
export function runEvery(log: Logger, intervalMs: number, steps: PeriodicStep[]): { stop: () => void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (const step of steps) {
        try {
          await step.run();
        } catch (err) {
          log.error({ err }, step.failure);
        }
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
