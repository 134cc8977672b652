import { defineConfig } from 'vitest/config';

// The deployment test (npm run test:deploy, run by .ci/run after npm test): nginx, three
// instances, PostgreSQL and Redis, all real, started by the test itself.
export default defineConfig({
  test: {
    name: 'deploy',
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
