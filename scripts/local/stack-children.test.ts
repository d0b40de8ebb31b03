import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { stopChild, watchChild } from './stack-children.js';

/* How stack.ts watches and stops its processes, on real processes, without starting a stack. */

const told = () => {
  const messages: string[] = [];
  let done: (message: string) => void = () => undefined;
  const first = new Promise<string>((resolve) => (done = resolve));
  return { messages, first, onFailure: (message: string) => (messages.push(message), done(message)) };
};

describe('the stack’s processes', () => {
  // `tools/swa/node_modules/.bin/swa` missing: the 'error' event had no listener and killed stack.ts, leaving
  // the Cosmos server and Azurite running and holding their ports.
  it('a program that cannot be started is told once, in French, instead of throwing, and stopping it is immediate', async () => {
    const missing = join(tmpdir(), `absent-${process.pid}`, 'swa');
    const child = spawn(missing, ['start'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const watched = told();
    watchChild(child, 'swa', watched.onFailure);
    expect(await watched.first).toBe(`[swa] n'a pas pu être lancé (spawn ${missing} ENOENT) : arrêt de la pile.`);
    const started = Date.now();
    await stopChild(child, 60_000);
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched.messages).toHaveLength(1);
  });

  it('a process that stops is told with its exit code', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore', detached: true });
    const watched = told();
    watchChild(child, 'api', watched.onFailure);
    expect(await watched.first).toBe("[api] s'est arrêté (code 3) : arrêt de la pile.");
  });

  it('stopping a running process ends it and the process it started, its group', async () => {
    // A parent that starts a child of its own and prints its id, as the Static Web Apps CLI does.
    const script =
      "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000);";
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'], detached: true });
    const grandchild = await new Promise<number>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))));
    const watched = told();
    watchChild(child, 'swa', watched.onFailure);
    await stopChild(child, 10_000);
    expect(child.signalCode).toBe('SIGTERM');
    // Running, not a zombie left for a parent that is gone (a container's first process may never reap it).
    const alive = (pid: number) => {
      try {
        return !/^\d+ \(.*\) [ZX]/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    await expect.poll(() => alive(grandchild)).toBe(false);
  });
});
