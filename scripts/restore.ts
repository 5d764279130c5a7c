/**
 * Restores an archive of `npm run backup`: the database and, when the archive holds them, the uploaded files.
 * Stop the server first. What is replaced is kept: the SQLite file and the media folder beside themselves as
 * `*.before-restore-<time>`, a PostgreSQL database as a dump beside the archive (`….before-restore-<time>.pgdump`).
 * With S3_BUCKET the files go back into the bucket (objects the archive does not hold stay).
 * Usage: npm run restore -- path/to/site-backup-….tar.gz
 */
import { env } from '../src/env'
import { restore } from './lib/backup'

const file = process.argv.slice(2).find((a) => !a.startsWith('--'))
if (!file) {
  console.error('usage: npm run restore -- path/to/site-backup-YYYYMMDD-HHMMSS.tar.gz')
  process.exit(2)
}
const restored = await restore(file, { databaseUrl: env.databaseUrl, sqlitePath: env.sqlitePath, mediaDir: env.mediaDir, s3: env.s3 })
const media = restored.restoredMedia
const uploads = media
  ? ` and ${media.files} uploaded files (into ${media.store === 's3' ? `the S3 bucket "${env.s3?.bucket}"` : 'the media folder'})`
  : ''
console.log(
  `Restored the ${restored.database} database${uploads} of ${restored.createdAt}. ` +
    (restored.keptDump ? `The database it replaced is kept in ${restored.keptDump}. ` : '') +
    'Start the server again (npm start runs any newer migrations).',
)
