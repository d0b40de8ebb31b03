#!/usr/bin/env node
// Run by `npm install` (postinstall): points this clone's git at .githooks, whose commit-msg hook keeps
// commit subjects to one line of at most 72 characters (scripts/commit-subjects.mjs). Outside a git work
// tree, or where git is missing, it does nothing: an installation never fails for it.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = realpathSync(fileURLToPath(new URL('..', import.meta.url)));
try {
  const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  if (realpathSync(top) === root) execFileSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root, stdio: 'ignore' });
} catch {
  // not a clone of its own (an archive, a package inside another repository): no hook
}
