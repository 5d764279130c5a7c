import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Redirects: the editor's confirmation that a redirect replaces a page of the site (src/collections/Redirects.ts,
 * checked in src/content/redirects.ts). Rows saved before keep answering; the box is asked for when their source
 * changes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "redirects" ADD COLUMN "replaces_page" boolean DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "redirects" DROP COLUMN "replaces_page";`)
}
