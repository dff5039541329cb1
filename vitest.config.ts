import { defineConfig } from 'vitest/config';

const apiInclude = [
  'apps/server/src/modules/**/*.test.ts',
  'apps/server/src/integrations/**/*.test.ts',
  'apps/server/test/**/*.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/domain/**/*.test.ts',
            'apps/server/src/cli/*.test.ts',
            'apps/server/src/lib/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: apiInclude,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiInclude,
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // a browser beside the API lane of npm test answers in seconds, not in vitest's default 1 s
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
