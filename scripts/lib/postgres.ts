/** Throwaway PostgreSQL databases for tests (docs/testing.md): created per run, dropped after it. */
import pg from 'pg'

const BASE = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export function adminDatabaseUrl(database: string): string {
  const url = new URL(BASE)
  url.pathname = `/${database}`
  return url.toString()
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>, url = BASE): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export async function postgresReachable(url = BASE): Promise<boolean> {
  try {
    await withAdmin((c) => c.query('select 1'), url)
    return true
  } catch {
    return false
  }
}

export async function createDatabase(name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`)
  await withAdmin((c) => c.query(`create database ${name}`))
}

export async function dropDatabase(name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`)
  await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`))
}
