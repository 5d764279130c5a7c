import fs from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
  '@': path.resolve(__dirname, 'src'),
}

/**
 * Unit test files that change what a file after them would see: the environment (read by the site's modules when
 * they are first imported), module mocks, globals; or that import a helper of tests/unit/ that does. They run in
 * `unit-isolated`, each in a module graph of its own; the other unit files share one (`isolate: false`), which took
 * the unit run from 92 to 60 CPU-seconds alone (2026-12-06: docs/testing.md, "How long"). Read from the files themselves, so
 * that a new test that sets `process.env` or mocks a module is isolated without a list to keep.
 */
const CHANGES_SHARED_STATE =
  /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|Object\.assign\(process\.env|\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(/
const UNIT = 'tests/unit'
const unitSources = (fs.readdirSync(UNIT, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f))
const changingHelpers = unitSources
  .filter((f) => !/\.test\.tsx?$/.test(f) && CHANGES_SHARED_STATE.test(fs.readFileSync(path.join(UNIT, f), 'utf8')))
  .map((f) => f.replace(/\.tsx?$/, ''))
const isolatedUnitFiles = unitSources
  .filter((f) => /\.test\.tsx?$/.test(f))
  .filter((f) => {
    const text = fs.readFileSync(path.join(UNIT, f), 'utf8')
    return CHANGES_SHARED_STATE.test(text) || changingHelpers.some((helper) => text.includes(`'./${helper}'`))
  })
  .map((f) => `${UNIT}/${f}`)

/**
 * Unit tests that start a child process (tsx scripts, nginx, bash, npm) take seconds on CI's busy 2-core machine,
 * where three jobs run at once: past vitest's 5 s default, which failed runs on timing alone. A hang still fails.
 */
const UNIT_TIMEOUT_MS = 30_000

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [`${UNIT}/**/*.test.{ts,tsx}`],
          exclude: isolatedUnitFiles,
          environment: 'node',
          isolate: false,
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias },
        test: { name: 'unit-isolated', include: isolatedUnitFiles, environment: 'node', testTimeout: UNIT_TIMEOUT_MS },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files run one after another in one module graph: Payload and its config are imported and started
          // once per run, not once per file (every test uses accounts, addresses and content of its own).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
