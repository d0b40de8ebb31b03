// Installs what a fresh clone lacks: the workspace packages (npm ci, from the lockfile) and the
// Static Web Apps CLI, kept apart and installed without scripts (its keytar build is never used here).
// Plain Node on purpose: it runs before any dependency exists.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function stale(dir) {
  const marker = `${dir}/node_modules/.package-lock.json`;
  return !existsSync(marker) || statSync(marker).mtimeMs < statSync(`${dir}/package-lock.json`).mtimeMs;
}

if (stale(root)) {
  console.log('Installation des dépendances (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit', env });
}
if (stale(`${root}tools/swa`)) {
  console.log('Installation de la CLI Static Web Apps…');
  execSync('npm ci --ignore-scripts --no-audit --no-fund', { cwd: `${root}tools/swa`, stdio: 'inherit', env });
}

// Everything after the install runs on the project's Node 22 (scripts/node-runtime.mjs).
const { runOnProjectNode } = await import('./node-runtime.mjs');
runOnProjectNode();
