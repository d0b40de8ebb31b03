import type { ChildProcess } from 'node:child_process';

/**
 * The stack's processes (Azurite, the Cosmos DB server, the Functions host, the Static Web Apps CLI) run
 * detached, each in its own process group, so none of them stops with stack.ts: stack.ts must stop them.
 * A process that stops, or that never starts (a missing program: `spawn … ENOENT`), stops the whole stack.
 */

/**
 * Calls `onFailure` once, with a French message, when `child` stops or cannot be started. Without a listener
 * of 'error', a failed start threw from stack.ts, which died and left the other processes holding their ports.
 */
export function watchChild(child: ChildProcess, name: string, onFailure: (message: string) => void): void {
  let told = false;
  const tell = (message: string) => {
    if (told) return;
    told = true;
    onFailure(message);
  };
  child.on('exit', (code, signal) => tell(`[${name}] s'est arrêté (${code === null ? `signal ${signal}` : `code ${code}`}) : arrêt de la pile.`));
  child.on('error', (err) => tell(`[${name}] n'a pas pu être lancé (${err.message}) : arrêt de la pile.`));
}

/**
 * Stops a child and the processes it started (its group): SIGTERM, then SIGKILL after `graceMs`. Resolves at
 * once for a process that never started or has already stopped: a failed spawn sends no 'exit' to wait for.
 */
export function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    signalGroup(child, 'SIGTERM');
    setTimeout(() => (signalGroup(child, 'SIGKILL'), resolve()), graceMs).unref();
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // Not a group leader (started without `detached`), or already gone.
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}
