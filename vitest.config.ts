import { defineConfig } from 'vitest/config';
import { assertNodeRuntime } from './scripts/node-runtime.mjs';

assertNodeRuntime();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The site's components, drawn in a DOM of happy-dom with the fetch of src/testing/fake-api.ts.
        test: {
          name: 'web',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['frontend/src/testing/setup.ts'],
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
        },
      },
    ],
  },
});
