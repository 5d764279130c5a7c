/**
 * Migrates and seeds the test database named by the environment (SQLITE_PATH or DATABASE_URL) with the
 * fixtures, in a process of its own, and prints the fixture ids as JSON on the last line.
 *
 * Each step is named on stderr, and a timer keeps the process alive while a step runs: should a step ever wait on
 * something that holds no handle of its own, the run stops after PREPARE_DB_TIMEOUT_MS naming that step, instead of
 * Node leaving silently with "unsettled top-level await" (exit code 13).
 *
 * The modules are imported inside the first step, once that timer runs, not as static imports: a static import is
 * loaded before any line of this file, with no handle of the process's own. A CI run once ended here with exit code
 * 13 and not one line printed, twice in a row, while loading them (tsx's loader runs on a thread of its own, which
 * the main thread waits on without holding its event loop open).
 */

let stage = 'start'
const step = (name: string) => {
  stage = name
  process.stderr.write(`[prepare-db] ${name}\n`)
}
const limitMs = Number(process.env.PREPARE_DB_TIMEOUT_MS ?? 300_000)
const watchdog = setInterval(() => {
  process.stderr.write(`[prepare-db] still at "${stage}" after ${limitMs / 1000} s: giving up\n`)
  process.exit(1)
}, limitMs)

async function main() {
  step('loading the modules')
  const [
    { getPayload },
    { databaseShape, modelSnapshot, schemaDrift, shapeOfSnapshot },
    { closePayload },
    { runMigrations },
    { default: config },
    { seedFixtures },
  ] = await Promise.all([
    import('payload'),
    import('../../scripts/lib/schema-drift'),
    import('../../src/content/payload'),
    import('../../src/migrations/run'),
    import('../../src/payload.config'),
    import('../../src/seed/fixtures'),
  ])
  step('starting Payload')
  const payload = await getPayload({ config })
  step('running the migrations')
  await runMigrations(payload)
  // Before any fixture is written: a migration that misses a column is named here, not by a failed insert.
  step('comparing the schema with the model')
  const drift = schemaDrift(
    shapeOfSnapshot(await modelSnapshot(payload)),
    await databaseShape(payload),
    process.env.DATABASE_URL ? 'postgres' : 'sqlite',
  )
  if (drift.length > 0)
    throw new Error(`the migrations do not give the model's schema (tests/int/schema-drift.test.ts):\n  ${drift.join('\n  ')}`)
  step('seeding the fixtures')
  const ids = await seedFixtures(payload)
  step('closing the database')
  await closePayload(payload)
  return ids
}

main().then(
  (ids) => {
    clearInterval(watchdog)
    process.stdout.write(`\n${JSON.stringify(ids)}\n`)
    process.exit(0)
  },
  (error: unknown) => {
    process.stderr.write(`[prepare-db] failed at "${stage}": ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
    process.exit(1)
  },
)
