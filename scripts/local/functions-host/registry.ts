import type { InvocationContext } from '@azure/functions';

/**
 * What an app registered, sorted by trigger the way the Functions host reads it: HTTP routes, queue
 * triggers, timer triggers. Anything else is refused at start, so that a new trigger is not silently ignored.
 */

export interface Registration {
  metadata: { name: string; bindings: Record<string, Record<string, unknown> & { type: string; direction: string }> };
  handler: (...args: unknown[]) => unknown;
}

export interface HookRegistration {
  hookName: string;
  callback: (context: unknown) => unknown;
}

export interface HttpFunction {
  name: string;
  method: string;
  /** The route template after /api/ ("customers/{id}"). */
  path: string;
  handler: (...args: unknown[]) => unknown;
}

export interface QueueFunction {
  name: string;
  queueName: string;
  handler: (message: unknown, context: InvocationContext) => unknown;
}

export interface TimerFunction {
  name: string;
  /** NCRONTAB, as registered. */
  schedule: string;
  handler: (timer: unknown, context: InvocationContext) => unknown;
}

export interface AppFunctions {
  http: HttpFunction[];
  queues: QueueFunction[];
  timers: TimerFunction[];
}

export function sortRegistrations(registrations: Registration[]): AppFunctions {
  const app: AppFunctions = { http: [], queues: [], timers: [] };
  for (const { metadata, handler } of registrations) {
    const trigger = Object.values(metadata.bindings).find((b) => b.direction === 'in' && b.type.endsWith('Trigger'));
    switch (trigger?.type) {
      case 'httpTrigger':
        for (const method of (trigger.methods as string[] | undefined) ?? ['GET']) {
          app.http.push({ name: metadata.name, method: method.toUpperCase(), path: String(trigger.route ?? metadata.name), handler });
        }
        break;
      case 'queueTrigger':
        app.queues.push({ name: metadata.name, queueName: String(trigger.queueName), handler });
        break;
      case 'timerTrigger':
        app.timers.push({ name: metadata.name, schedule: String(trigger.schedule), handler });
        break;
      default:
        throw new Error(`${metadata.name} : déclencheur ${trigger?.type ?? 'absent'} non pris en charge par l’hôte local`);
    }
  }
  return app;
}
