// `npm start`: install what is missing, then run the whole local stack in the foreground.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await import('./ensure-installed.mjs');
const result = spawnSync(`${root}node_modules/.bin/tsx`, ['scripts/stack.ts', 'dev'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
