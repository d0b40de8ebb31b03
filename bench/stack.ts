import { profileFor, startStack, type StackProcess } from '../scripts/local/stack-process.mjs';

export const benchProfile = profileFor('bench');

/** Starts the local stack with the default demo data, in memory, on the bench ports. */
export async function startBenchStack(root: string): Promise<StackProcess> {
  const stack = startStack(root, 'bench');
  // Seeding 1,000,000 lines and their search keys took more than 15 minutes on a machine shared by other work (load 30 on 2 cores).
  if (!(await stack.ready(45 * 60_000))) {
    stack.stop();
    throw new Error(`La pile de mesure n'a pas démarré :\n${stack.log().slice(-3000)}`);
  }
  return stack;
}
