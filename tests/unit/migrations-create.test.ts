/**
 * `npm run migrate:create` never ends quietly having written nothing (scripts/migrations-create.ts): with the model
 * unchanged since the latest snapshot of either database it exits 1 saying so, and leaves the migration folders as they were; a
 * name it cannot use is refused before anything starts.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

const script = 'scripts/migrations-create.ts'
const folders = ['src/migrations/sqlite', 'src/migrations/postgres']
const listing = () => folders.map((f) => fs.readdirSync(f).sort().join('\n')).join('\n--\n')
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISABLE_PAYLOAD_HMR: 'true' },
  })

describe('migrate:create', () => {
  it('exits 1 and writes nothing when the model has not changed', { timeout: 120_000 }, () => {
    const before = listing()
    const result = run('unchanged_model_probe')
    expect(result.status, result.stderr).toBe(1)
    expect(result.stderr).toContain('the content model has not changed: nothing written')
    // Each database says so: a change may be one database's alone (a select option is a PostgreSQL enum value).
    for (const dialect of ['sqlite', 'postgres'])
      expect(result.stdout).toMatch(new RegExp(`${dialect}: the content model has not changed since \\d{8}_\\d+_\\w+\\.json`))
    expect(result.stderr).toContain('--blank')
    expect(listing()).toBe(before)
  })

  it('refuses a name it cannot use before starting anything', () => {
    const result = run('bad name!')
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('usage: npm run migrate:create -- NAME')
  })
})
