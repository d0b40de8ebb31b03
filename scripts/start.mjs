// `npm start` (the site's production build) and `npm run dev` (`--vite`: Vite's dev server): install what
// is missing, then run the whole local stack in the foreground. Extra arguments go to scripts/stack.ts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await import('./ensure-installed.mjs');
const result = spawnSync(`${root}node_modules/.bin/tsx`, ['scripts/stack.ts', 'dev', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
