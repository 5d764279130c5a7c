/**
 * The DDL Payload's schema expects for the tables whose statements match a pattern, as drizzle-kit writes it from the
 * current content model: the reference for a hand-written migration (src/migrations/{sqlite,postgres}/).
 *
 *   npm run migrate:ddl -- older_versions              # SQLite
 *   npm run migrate:ddl -- older_versions --postgres   # PostgreSQL (no database is touched)
 */
const args = process.argv.slice(2)
const postgres = args.includes('--postgres')
const pattern = args.find((a) => !a.startsWith('--'))
if (!pattern) {
  console.error('usage: npm run migrate:ddl -- <pattern> [--postgres]')
  process.exit(2)
}
if (postgres) process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres'
else delete process.env.DATABASE_URL
process.env.DATA_DIR ??= '/tmp/schema-ddl'
process.env.DISABLE_PAYLOAD_HMR = 'true'

type Kit = {
  generateDrizzleJson: (schema: unknown) => Promise<unknown>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const payload = await getPayload({ config })
const db = payload.db as unknown as { schema: unknown; requireDrizzleKit: () => Promise<Kit> }
const kit = await db.requireDrizzleKit()
const statements = await kit.generateMigration(await kit.generateDrizzleJson({}), await kit.generateDrizzleJson(db.schema))
const matching = new RegExp(pattern)
console.log(statements.filter((statement) => matching.test(statement)).join('\n'))
process.exit(0)

export {}
