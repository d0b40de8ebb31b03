// Starting and stopping the local stack as a child process, shared by `npm test` (plain Node, before
// any TypeScript tooling is loaded) and `npm run bench`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const profilesFile = new URL('./profiles.json', import.meta.url);

/**
 * A profile of profiles.json with its ports moved by STACK_PORT_OFFSET, so that several stacks can run
 * side by side on one machine (parallel work, CI next to a running `npm start`).
 */
export function profileFor(name, offset = Number(process.env.STACK_PORT_OFFSET ?? 0)) {
  const base = JSON.parse(readFileSync(profilesFile, 'utf8'))[name];
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, typeof v === 'number' ? v + offset : v]));
}

/** Spawns `scripts/stack.ts <profile>` in its own process group and collects what it prints. */
export function startStack(root, profile) {
  const child = spawn(`${root}node_modules/.bin/tsx`, ['scripts/stack.ts', profile], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  return {
    log: () => log,
    /** Resolves true once the stack says it is ready, false if it stops or times out first. */
    async ready(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) return false;
        if (log.includes('Portail fidélité prêt')) return true;
        await new Promise((r) => setTimeout(r, 500));
      }
      return false;
    },
    stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    },
  };
}
