import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { assertNodeRuntime } from './scripts/node-runtime.mjs';

assertNodeRuntime();

/**
 * vitest runs its groups one after the other, and a project of one file at a time (the API's) in a group of
 * its own, by default after the others. The API tests mostly wait on the stack's queues and timers: run
 * last, they left both cores half idle for minutes once the browser tests (scripts/test.mjs, beside this
 * run) had ended. First, they wait while the browser tests keep the cores busy, and the unit and component
 * tests, which keep two cores busy on their own, end the run.
 */
const API_FIRST = 1;
const AFTER_THE_API = 2;

export default defineConfig({
  test: {
    // vitest's own default is one worker less than the cores: one worker on a 2-core machine, where the
    // other core then mostly waited.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: AFTER_THE_API },
          include: ['common/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // The workbook and worker-thread tests start threads of their own; beside the API tests and the
          // other worker, on two cores, some took more than vitest's 5 s.
          testTimeout: 15_000,
        },
      },
      {
        // The site's components, drawn in a DOM of happy-dom with the fetch of src/testing/fake-api.ts.
        test: {
          name: 'web',
          sequence: { groupOrder: AFTER_THE_API },
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['frontend/src/testing/setup.ts'],
          // Each file importing Fluent, React and the app afresh was most of this project's time: 448 s
          // isolated against 115 s with the modules shared, on a loaded machine. The set-up file clears
          // what a test leaves behind: the page, the fake API, storage, mocks and spies.
          isolate: false,
          // Typing into Fluent inputs re-renders per key: on a loaded 2-core machine a test takes seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The API tests share one stack and its demo data: one file at a time keeps them independent.
          fileParallelism: false,
          sequence: { groupOrder: API_FIRST },
        },
      },
    ],
  },
});
