import type { Locale } from '@/i18n/locales'

import { down as zhHantPostgresDown, up as zhHantPostgresUp } from './zh-Hant/postgres'
import { down as zhHantSqliteDown, up as zhHantSqliteUp } from './zh-Hant/sqlite'

type Migration = { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }

/**
 * What the schema needs for each added language of the table (scripts/language-migration.ts writes them), by
 * database: src/migrations/run.ts applies a language's only when SITE_LOCALES serves it, after the committed
 * migrations, under the name `name`.
 */
export const LANGUAGE_MIGRATIONS: Partial<Record<Locale, { name: string; sqlite: Migration; postgres: Migration }>> = {
  'zh-Hant': {
    name: '20261128_120000_language_zh_hant',
    sqlite: { up: zhHantSqliteUp, down: zhHantSqliteDown },
    postgres: { up: zhHantPostgresUp, down: zhHantPostgresDown },
  },
}
