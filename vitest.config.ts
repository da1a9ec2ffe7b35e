import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** One runner, three projects: pure packages, the API (with its databases) and the web app (jsdom). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app and database; the modules they share hold no state across
          // files (caches are keyed by database or id). Importing the server once per worker instead
          // of once per file saves seconds of CPU per file, which the browser tests beside need.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Screens render through lazy chunks and many tests run side by side on two cores (and
          // beside the browser tests in npm test): 5 s is too tight for a loaded machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
