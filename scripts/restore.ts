/**
 * Restores an archive of `npm run backup`: the database and, when the archive holds them, the uploaded files.
 * Stop the server first. What is replaced is kept beside it as `*.before-restore-<time>`.
 * Usage: npm run restore -- path/to/site-backup-….tar.gz
 */
import { env } from '../src/env'
import { restore } from './lib/backup'

const file = process.argv.slice(2).find((a) => !a.startsWith('--'))
if (!file) {
  console.error('usage: npm run restore -- path/to/site-backup-YYYYMMDD-HHMMSS.tar.gz')
  process.exit(2)
}
const manifest = await restore(file, { databaseUrl: env.databaseUrl, sqlitePath: env.sqlitePath, mediaDir: env.mediaDir })
console.log(
  `Restored the ${manifest.database} database${manifest.media ? ' and the media files' : ''} of ${manifest.createdAt}. ` +
    'Start the server again (npm start runs any newer migrations).',
)
