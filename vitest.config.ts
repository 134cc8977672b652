import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// API and database tests run once per database: always on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set (.ci/run sets it and checks that they ran).
const databases = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // One worker per core, not vitest's default of one fewer: an API test spends much of its
    // time waiting on PostgreSQL, argon2's threads and its SMTP server, so a second worker on two
    // cores runs beside it (on this machine: 32 API files, 235 s with one worker, 169 s with two,
    // 181 s with three).
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      ...databases.map((db) => ({
        test: {
          name: `api-${db}`,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: db },
          // The demo content, made once per run and database: startServer copies it.
          globalSetup: ['tests/api/seeded-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      })),
    ],
  },
});
