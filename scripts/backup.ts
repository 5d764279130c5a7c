/**
 * Online backup of the database and the uploaded files into one archive (scripts/lib/backup.ts); safe while the
 * site runs. Usage: npm run backup [-- --out DIR] [-- --no-media]
 * DIR defaults to BACKUP_DIR, else $DATA_DIR/backups. PostgreSQL (DATABASE_URL) needs pg_dump on PATH. With uploads
 * in S3 (S3_BUCKET) it refuses unless --no-media, and says how to back up the bucket.
 */

import { env } from '../src/env'
import { backup, S3Refusal } from './lib/backup'

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const outDir = outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1] : env.backupDir
const started = Date.now()
const target = {
  databaseUrl: env.databaseUrl,
  sqlitePath: env.sqlitePath,
  mediaDir: args.includes('--no-media') ? null : env.mediaDir,
  s3Bucket: env.s3?.bucket ?? null,
}
const archive = await backup(target, outDir).catch((error: unknown) => {
  // Uploads in S3: no archive with a stale local folder; the message names the commands that back up everything.
  if (!(error instanceof S3Refusal)) throw error
  console.error(error.message)
  process.exit(2)
})
console.log(`Backup written: ${archive} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
