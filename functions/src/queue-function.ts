import type { InvocationContext, StorageQueueHandler } from '@azure/functions';

/** A queue-triggered function: Azure registers it through index.ts, the local host polls its queue (queues.ts lists them). */
export interface QueueFunction {
  name: string;
  queueName: string;
  handler: StorageQueueHandler;
}

/**
 * A queue function whose messages are checked before they are handled. A message that cannot be read is
 * logged and dropped: another delivery would read it no better. A failure of `handle` is left to the host,
 * which delivers the message again, then moves it to '<queue>-poison'.
 */
export function checkedQueueFunction<M>(
  name: string,
  queueName: string,
  spec: { read(raw: unknown): M | undefined; unreadable: string; handle(message: M): Promise<void> },
): QueueFunction {
  return {
    name,
    queueName,
    async handler(raw: unknown, context: InvocationContext) {
      const message = spec.read(raw);
      if (!message) return context.warn(spec.unreadable, raw);
      await spec.handle(message);
    },
  };
}
