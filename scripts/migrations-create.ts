/**
 * Writes the migration of a change to the content model, for SQLite and for PostgreSQL, from the difference between
 * the latest migration's snapshot (the .json beside it) and the model; no database is needed.
 *
 *   npm run migrate:create -- NAME            a migration of what changed in the model, for both databases
 *   npm run migrate:create -- NAME --blank    an empty one to write by hand (data only), with the model's snapshot
 *   npm run migrate:snapshot                  the model's snapshot written beside the latest migration of each
 *                                             database, after a migration written by hand
 *
 * It never ends quietly having written nothing: no change in the model, a question of drizzle-kit's that needs a
 * terminal (a table or column renamed?) asked without one, or a failure, each exits non-zero saying which.
 * The snapshot is always made with the base languages (SITE_LOCALES unset): a language added by configuration has
 * migrations of its own (src/migrations/languages/). The integration suite's schema drift test checks that the
 * migrations give the model's schema and that the latest snapshot is the model's.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Dialect = 'sqlite' | 'postgres'
const DIALECTS: Dialect[] = ['sqlite', 'postgres']
const USAGE = 'usage: npm run migrate:create -- NAME [--blank]   |   npm run migrate:snapshot'
/** A database's part exits with this when the model has not changed for it (an enum value is PostgreSQL's alone). */
const UNCHANGED = 4

const args = process.argv.slice(2)
const dialectArg = args.find((a) => a.startsWith('--database='))?.slice('--database='.length) as Dialect | undefined
const snapshotOnly = args.includes('--snapshot')
const blank = args.includes('--blank')
const name = args.find((a) => !a.startsWith('--'))

function fail(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

/** Each database's part in a process of its own: the configuration picks the adapter from the environment. */
function runForEach(): never {
  if (!snapshotOnly && (!name || !/^[a-z0-9_]+$/i.test(name))) fail(`${USAGE}\n(NAME: letters, digits and _)`, 2)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
  const unchanged: Dialect[] = []
  for (const dialect of DIALECTS) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DISABLE_PAYLOAD_HMR: 'true', NEXT_TELEMETRY_DISABLED: '1' }
    delete env.SITE_LOCALES
    delete env.SQLITE_PATH
    // The PostgreSQL adapter is chosen by DATABASE_URL; nothing connects to it.
    if (dialect === 'postgres') env.DATABASE_URL = 'postgres://migrate-create@127.0.0.1:1/unused'
    else delete env.DATABASE_URL
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, ...args, `--database=${dialect}`], { env, stdio: 'inherit' })
    let result = run()
    // Node 20's module loader may exit 13 before the script's first line (docs/testing.md, known flakes).
    if (result.status === 13) result = run()
    if (result.status === UNCHANGED) {
      unchanged.push(dialect)
      continue
    }
    if (result.status !== 0) {
      fs.rmSync(dataDir, { recursive: true, force: true })
      const written = dialect === 'postgres' ? ' (the SQLite migration is written; remove it or run again after the fix)' : ''
      fail(`migrate:create: ${dialect} failed (exit code ${result.status ?? result.signal})${written}`, result.status || 1)
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (unchanged.length === DIALECTS.length)
    fail(
      `migrate:create: the content model has not changed: nothing written.\n  For a migration of data only: npm run migrate:create -- ${name} --blank`,
    )
  process.exit(0)
}

type Snapshot = Record<string, unknown> & { tables: unknown; enums?: unknown }
type Db = {
  schema: unknown
  migrationDir: string
  requireDrizzleKit: () => { generateDrizzleJson: (schema: unknown) => Promise<Snapshot> | Snapshot }
  createMigration: (args: { migrationName: string; payload: unknown; forceAcceptWarning: boolean }) => Promise<void>
}

/** The parts of a snapshot a migration is made from (ids, versions and metadata aside). */
function modelParts(snapshot: Snapshot): string {
  const { id: _id, prevId: _prev, _meta, internal: _internal, ...rest } = snapshot
  void _meta
  return JSON.stringify(
    Object.keys(rest)
      .sort()
      .map((key) => [key, rest[key]]),
  )
}

async function runOne(dialect: Dialect): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  const db = payload.db as unknown as Db
  const dir = db.migrationDir
  const snapshots = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
  const migrationsTs = fs
    .readdirSync(dir)
    .filter((f) => /^\d{8}_.*\.ts$/.test(f))
    .sort()
  const model = await db.requireDrizzleKit().generateDrizzleJson(db.schema)

  if (snapshotOnly) {
    const latest = migrationsTs.at(-1)
    if (!latest) fail(`migrate:snapshot: no migration in ${dir}`)
    const target = path.join(dir, latest.replace(/\.ts$/, '.json'))
    fs.writeFileSync(target, `${JSON.stringify(model, null, 2)}\n`)
    // Older snapshots are history: only the latest is compared with.
    console.log(`${dialect}: the model's snapshot written to ${path.relative(process.cwd(), target)}`)
    return
  }

  const latestSnapshot = snapshots.at(-1)
  const before = latestSnapshot ? (JSON.parse(fs.readFileSync(path.join(dir, latestSnapshot), 'utf8')) as Snapshot) : null
  if (before && modelParts(before) === modelParts(model) && !blank) {
    // Not a failure by itself: a change may touch one database's schema only (a new select option is a PostgreSQL
    // enum value, and plain text in SQLite); the run as a whole fails when neither changed.
    console.log(`${dialect}: the content model has not changed since ${latestSnapshot}: nothing to write.`)
    process.exit(UNCHANGED)
  }
  // drizzle-kit asks on a terminal whether a table or column was renamed; without one, its question would wait on
  // nothing and Node would leave with code 0 having written nothing.
  let settled = false
  process.on('beforeExit', () => {
    if (settled) return
    console.error(
      `\n${dialect}: drizzle-kit stopped at a question that needs a terminal (was a table or column renamed?).\n` +
        '  Run `npm run migrate:create` in a terminal to answer it, or make the change in two steps (add, then remove).',
    )
    process.exit(3)
  })
  const existing = new Set(fs.readdirSync(dir))
  await db.createMigration({ migrationName: name!, payload, forceAcceptWarning: true })
  settled = true
  const written = fs.readdirSync(dir).filter((f) => !existing.has(f))
  if (!written.some((f) => f.endsWith('.ts'))) fail(`${dialect}: Payload wrote no migration file in ${dir}`)
  console.log(`${dialect}: ${written.map((f) => path.relative(process.cwd(), path.join(dir, f))).join(', ')}`)
}

if (!dialectArg) runForEach()
else if (!DIALECTS.includes(dialectArg)) fail(USAGE, 2)
else {
  try {
    await runOne(dialectArg)
    process.exit(0)
  } catch (error) {
    fail(`${dialectArg}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
