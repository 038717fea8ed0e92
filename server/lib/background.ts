/**
 * Work a route does after its answer was sent (so the answer's timing does not depend on it):
 * errors are logged, and closing the app waits for what is still running (before the database
 * and the mail delivery close).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type RunInBackground = (log: FastifyBaseLogger, failureMessage: string, task: () => Promise<void>) => void;

/** A runner for `app`'s background work; `app.close()` waits for it. */
export function createBackgroundRunner(app: FastifyInstance): RunInBackground {
  const running = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (log, failureMessage, task) => {
    const run: Promise<void> = Promise.resolve()
      .then(task)
      .catch((err: unknown) => log.error({ err }, failureMessage))
      .finally(() => running.delete(run));
    running.add(run);
  };
}
