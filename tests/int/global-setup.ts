/**
 * One throwaway database for the whole integration run, migrated and filled with the fixtures:
 * a SQLite file in a temporary folder (TEST_DB=sqlite, the default) or a PostgreSQL database of its own
 * (TEST_DB=postgres), created here and dropped at the end.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { adminDatabaseUrl, createDatabase, dropDatabase } from '../../scripts/lib/postgres'
import type { FixtureIds } from '../../src/seed/fixtures'
import { portOutsideEphemeralRange } from '../support/node-server'

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-'))
  const env: Record<string, string> = {
    MEDIA_DIR: path.join(dir, 'media'),
    DATA_DIR: dir,
    PAYLOAD_SECRET: 'integration-test-secret-0123456789abcdef',
    CONTENT_CACHE: 'off',
    DISABLE_PAYLOAD_HMR: 'true',
    CONTACT_RATE_LIMIT: '3/600',
    SEARCH_RATE_LIMIT: '20/60',
    INSIGHT_RATE_LIMIT: '200/60',
    // Mail goes to the SMTP servers that the mail tests start and stop on this port during the run; a port below
    // the ephemeral range, so that no outgoing connection of another job takes it while no server holds it.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await portOutsideEphemeralRange()),
    SMTP_FROM: 'website@example.com',
  }
  let dbName = ''
  if (kind === 'postgres') {
    dbName = `site_test_${process.pid}_${Date.now().toString(36)}`
    await createDatabase(dbName)
    env.DATABASE_URL = adminDatabaseUrl(dbName)
  } else {
    env.SQLITE_PATH = path.join(dir, 'site.db')
    delete process.env.DATABASE_URL
  }

  const prepare = () =>
    execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/prepare-db.ts'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    })
  let output: string
  try {
    output = prepare()
  } catch (error) {
    // Said plainly, then tried once more on a new database: a second failure fails the run.
    const { status, stdout } = error as { status?: number; stdout?: string }
    console.error(`[int] preparing the test database failed (exit code ${status}); its output:\n${stdout ?? ''}\n[int] trying once more`)
    if (kind === 'sqlite') for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${env.SQLITE_PATH}${suffix}`, { force: true })
    else {
      await dropDatabase(dbName)
      await createDatabase(dbName)
    }
    output = prepare()
  }
  const ids = JSON.parse(output.trim().split('\n').at(-1) ?? '{}')

  project.provide('testEnv', env)
  project.provide('fixtureIds', ids)
  console.log(`[int] ${kind === 'postgres' ? `PostgreSQL database ${dbName}` : `SQLite ${env.SQLITE_PATH}`}`)

  return async () => {
    if (dbName) await dropDatabase(dbName)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testEnv: Record<string, string>
    fixtureIds: FixtureIds
  }
}
