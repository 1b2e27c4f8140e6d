// One vitest run for the whole repository: storefront components (jsdom), backend rules (node) and backend
// integration tests against a real embedded database (node, serial, since they share one database).
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'storefront',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // Forms typed key by key (user-event) take seconds on a busy two-core machine; 5 s made them flaky.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          // The contract's own rules, the lint rules that keep the apps meeting only through it, and the servers' own
          // parts (scripts/: the page cache in front of the storefront).
          include: ['packages/*/src/**/*.test.ts', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'backend-unit',
          environment: 'node',
          include: ['backend/src/**/*.test.ts'],
        },
      },
      {
        resolve: {
          alias: { '@payload-config': path.resolve(import.meta.dirname, 'backend/src/payload.config.ts') },
        },
        test: {
          name: 'backend-integration',
          environment: 'node',
          include: ['backend/tests/**/*.test.ts'],
          globalSetup: ['backend/tests/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          // Two backends and two storefronts behind HAProxy on PostgreSQL (scripts/cluster.ts); `npm test` runs it after
          // the end-to-end tests, on their build, when TEST_DATABASE_URL names a server.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
})
