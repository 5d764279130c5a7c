/**
 * Writes the migrations that add a language of the table to the database schema, for SQLite and PostgreSQL:
 * the difference between the schema Payload expects with the base languages and with that language too (drizzle-kit
 * compares the two, as `payload migrate:create` does), as `src/migrations/languages/<code>/{sqlite,postgres}.ts`.
 * src/migrations/run.ts applies them only when SITE_LOCALES serves that language (docs/architecture.md, "Adding a
 * language").
 *
 *   npx tsx scripts/language-migration.ts zh-Hant      # needs the PostgreSQL of docs/testing.md (nothing is written there)
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { BASE_LOCALES, KNOWN_LOCALES } from '../src/i18n/locales'

const root = path.resolve(import.meta.dirname, '..')
const POSTGRES = process.env.MIGRATIONS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
type Kit = {
  generateDrizzleJson: (schema: unknown) => Promise<unknown>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
}

/** In a child process: the drizzle snapshot of the schema of the configured languages, into `file`. */
async function dump(file: string): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const db = payload.db as unknown as { schema: unknown; requireDrizzleKit: () => Promise<Kit> }
  const kit = await db.requireDrizzleKit()
  fs.writeFileSync(file, JSON.stringify(await kit.generateDrizzleJson(db.schema)))
}

/** In a child process: the statements from one snapshot to the other, into `file`. */
async function diff(before: string, after: string, file: string): Promise<void> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const kit = await (payload.db as unknown as { requireDrizzleKit: () => Promise<Kit> }).requireDrizzleKit()
  const read = (name: string) => JSON.parse(fs.readFileSync(name, 'utf8')) as unknown
  fs.writeFileSync(file, JSON.stringify(await kit.generateMigration(read(before), read(after))))
}

function child(args: string[], vars: Record<string, string | undefined>): void {
  const env: NodeJS.ProcessEnv = { ...process.env, DISABLE_PAYLOAD_HMR: 'true', DATA_DIR: '/tmp/language-migration', ...vars }
  if (vars.DATABASE_URL === undefined) delete env.DATABASE_URL
  execFileSync('npx', ['tsx', 'scripts/language-migration.ts', ...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
}

function migrationSource(statements: string[], kind: 'sqlite' | 'postgres', code: string): string {
  const adapter = kind === 'sqlite' ? '@payloadcms/db-sqlite' : '@payloadcms/db-postgres'
  const run = (statement: string) =>
    kind === 'sqlite'
      ? `  await db.run(sql.raw(${JSON.stringify(statement)}))`
      : `  await db.execute(sql.raw(${JSON.stringify(statement)}))`
  return [
    `// Written by scripts/language-migration.ts ${code}: what the schema needs to serve ${code} (SITE_LOCALES).`,
    `import { type MigrateUpArgs, sql } from '${adapter}'`,
    '',
    'export async function up({ db }: MigrateUpArgs): Promise<void> {',
    ...statements.map(run),
    '}',
    '',
    '/** Nothing to undo: columns and types of a language no longer served are left as they are. */',
    'export async function down(): Promise<void> {}',
    '',
  ].join('\n')
}

async function write(code: string): Promise<void> {
  if (!(KNOWN_LOCALES as readonly string[]).includes(code) || (BASE_LOCALES as readonly string[]).includes(code)) {
    throw new Error(`${code} is not an added language of the table (${KNOWN_LOCALES.join(', ')})`)
  }
  const work = fs.mkdtempSync('/tmp/language-migration-')
  const out = path.join(root, 'src/migrations/languages', code)
  fs.mkdirSync(out, { recursive: true })
  for (const kind of ['sqlite', 'postgres'] as const) {
    const database = { DATABASE_URL: kind === 'postgres' ? POSTGRES : undefined }
    const [before, after, statements] = ['before', 'after', 'statements'].map((name) => path.join(work, `${kind}-${name}.json`))
    child(['--dump', before], { ...database, SITE_LOCALES: BASE_LOCALES.join(',') })
    child(['--dump', after], { ...database, SITE_LOCALES: [...BASE_LOCALES, code].join(',') })
    child(['--diff', before, after, statements], database)
    const list = JSON.parse(fs.readFileSync(statements, 'utf8')) as string[]
    fs.writeFileSync(path.join(out, `${kind}.ts`), migrationSource(list, kind, code))
    console.log(`${kind}: ${list.length} statements → src/migrations/languages/${code}/${kind}.ts`)
  }
  fs.rmSync(work, { recursive: true, force: true })
  execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', out], { cwd: root, stdio: 'inherit' })
}

const [first, ...rest] = process.argv.slice(2)
if (first === '--dump') await dump(rest[0])
else if (first === '--diff') await diff(rest[0], rest[1], rest[2])
else if (first) await write(first)
else {
  console.error('usage: npx tsx scripts/language-migration.ts <code>')
  process.exit(2)
}
process.exit(0)
