// Installs what a fresh clone lacks: the workspace packages (npm ci, from the lockfile) and the
// Static Web Apps CLI, kept apart and installed without scripts (its keytar build is never used here).
// Plain Node on purpose: it runs before any dependency exists.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function stale(dir) {
  const marker = `${dir}/node_modules/.package-lock.json`;
  return !existsSync(marker) || statSync(marker).mtimeMs < statSync(`${dir}/package-lock.json`).mtimeMs;
}

/** `npm ci` in `dir`; its output shown as it comes, or (`quiet`) only if it fails. */
function npmCi(dir, args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['ci', ...args, '--no-audit', '--no-fund'], {
      cwd: dir,
      env,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(output);
      reject(new Error(`npm ci a échoué dans ${dir} (code ${code})`));
    });
  });
}

// The two installs side by side: each waits on the network and the disk more than on the CPU, and the second
// one took 16 s after the first.
const installs = [];
if (stale(root)) {
  console.log('Installation des dépendances (npm ci)…');
  installs.push(npmCi(root, []));
}
if (stale(`${root}tools/swa`)) {
  console.log('Installation de la CLI Static Web Apps…');
  installs.push(npmCi(`${root}tools/swa`, ['--ignore-scripts'], { quiet: true }));
}
try {
  await Promise.all(installs);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// Everything after the install runs on the project's Node 22 (scripts/node-runtime.mjs).
const { runOnProjectNode } = await import('./node-runtime.mjs');
runOnProjectNode();
