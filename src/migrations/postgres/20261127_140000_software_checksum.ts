import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Software: `sha256`, the checksum an editor enters for an installer hosted elsewhere. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "software" ADD COLUMN "sha256" varchar;
  ALTER TABLE "_software_v" ADD COLUMN "version_sha256" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "software" DROP COLUMN IF EXISTS "sha256";
  ALTER TABLE "_software_v" DROP COLUMN IF EXISTS "version_sha256";`)
}
