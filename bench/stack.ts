import { spawn, type ChildProcess } from 'node:child_process';
import { profileFor } from '../scripts/local/profiles.js';

export const benchProfile = profileFor('bench');

/** Starts the local stack with the default demo data, in memory, on the bench ports. */
export async function startBenchStack(root: string): Promise<ChildProcess> {
  const child = spawn(`${root}node_modules/.bin/tsx`, ['scripts/stack.ts', 'bench'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d));
  child.stderr?.on('data', (d: Buffer) => (log += d));
  const until = Date.now() + 15 * 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`La pile de mesure s'est arrêtée :\n${log.slice(-3000)}`);
    if (log.includes('Portail fidélité prêt')) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('La pile de mesure ne démarre pas');
}

export function stopStack(child: ChildProcess): void {
  try {
    process.kill(-(child.pid as number), 'SIGTERM');
  } catch {
    // already stopped
  }
}
