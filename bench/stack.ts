import { profileFor, startStack, type StackProcess } from '../scripts/local/stack-process.mjs';

export const benchProfile = profileFor('bench');

/** Starts the local stack with the default demo data, in memory, on the bench ports. */
export async function startBenchStack(root: string): Promise<StackProcess> {
  const stack = startStack(root, 'bench');
  if (!(await stack.ready(15 * 60_000))) {
    stack.stop();
    throw new Error(`La pile de mesure n'a pas démarré :\n${stack.log().slice(-3000)}`);
  }
  return stack;
}
