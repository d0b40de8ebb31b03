// Starting and stopping the local stack as a child process, shared by `npm test` (plain Node, before
// any TypeScript tooling is loaded) and `npm run bench`.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

const profilesFile = new URL('./profiles.json', import.meta.url);

/**
 * A profile of profiles.json with its ports moved by STACK_PORT_OFFSET, so that several stacks can run
 * side by side on one machine (parallel work, CI next to a running `npm start`).
 */
export function profileFor(name, offset = Number(process.env.STACK_PORT_OFFSET ?? 0)) {
  const base = JSON.parse(readFileSync(profilesFile, 'utf8'))[name];
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, typeof v === 'number' ? v + offset : v]));
}

/**
 * Spawns `scripts/stack.ts <profile>` in its own process group, its output written to `logFile`, its ports moved
 * by `offset` (profileFor).
 *
 * A file, not a pipe: on Linux a Node process writes to a pipe synchronously, so a parent that stops reading
 * (npm test waits on its test runners with spawnSync) blocks the whole stack, mail sink and all, once 64 KB
 * are waiting. That froze the user invitations of a CI rehearsal for ten seconds each.
 */
export function startStack(root, profile, logFile, offset = Number(process.env.STACK_PORT_OFFSET ?? 0)) {
  mkdirSync(dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'w');
  const env = { ...process.env, STACK_PORT_OFFSET: String(offset) };
  const child = spawn(`${root}node_modules/.bin/tsx`, ['scripts/stack.ts', profile], { cwd: root, env, stdio: ['ignore', out, out], detached: true });
  closeSync(out);
  const log = () => readFileSync(logFile, 'utf8');
  return {
    log,
    /** Resolves true once the stack says it is ready, false if it stops or times out first. */
    async ready(timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) return false;
        if (log().includes('Portail fidélité prêt')) return true;
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
