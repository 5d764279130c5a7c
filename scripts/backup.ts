/**
 * Online backup of the database and the uploaded files into one archive (scripts/lib/backup.ts); safe while the
 * site runs. Usage: npm run backup [-- --out DIR] [-- --no-media]
 * DIR defaults to BACKUP_DIR, else $DATA_DIR/backups. PostgreSQL (DATABASE_URL) needs pg_dump on PATH. With uploads
 * in S3 (S3_BUCKET) every object of the bucket goes into the archive, read with the site's S3 settings.
 */

import { env } from '../src/env'
import { backup, backupWrittenLine } from './lib/backup'

const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const outDir = outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1] : env.backupDir
const started = Date.now()
const { archive, media } = await backup(
  { databaseUrl: env.databaseUrl, sqlitePath: env.sqlitePath, mediaDir: env.mediaDir, s3: env.s3, media: !args.includes('--no-media') },
  outDir,
)
const uploads = media
  ? `${media.files} uploaded files, ${(media.bytes / 1024 / 1024).toFixed(1)} MB, from ${media.store === 's3' ? `the S3 bucket "${env.s3?.bucket}"` : 'the media folder'}`
  : 'no uploaded files'
console.log(backupWrittenLine(archive, `${uploads}; ${((Date.now() - started) / 1000).toFixed(1)} s`))
if (media?.skipped.length) console.warn(`Left out, not a file name: ${media.skipped.join(', ')}`)
