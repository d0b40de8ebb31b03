import { profileFor, startStack, type StackProcess } from '../scripts/local/stack-process.mjs';

export const benchProfile = profileFor('bench');

/** Starts the local stack with the default demo data, in memory, on the bench ports. */
export async function startBenchStack(root: string): Promise<StackProcess> {
  // Kept after the run: what the API, the Cosmos server and the proxies printed while measured. A file per port
  // offset: a bench on moved ports beside another would read the other's « prêt » in a shared file.
  const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
  const stack = startStack(root, 'bench', `${root}.local/bench-stack${offset ? `-${offset}` : ''}.log`);
  // Seeding 1,000,000 lines and their search keys took more than 15 minutes on a machine shared by other work (load 30 on 2 cores).
  if (!(await stack.ready(45 * 60_000))) {
    stack.stop();
    throw new Error(`La pile de mesure n'a pas démarré :\n${stack.log().slice(-3000)}`);
  }
  return stack;
}
