import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/** Software: older versions, each with its own notes (per language), installer or link, size and SHA-256. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`software_older_versions\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` text PRIMARY KEY NOT NULL,
	\`version\` text,
	\`released_at\` text,
	\`file_id\` integer,
	\`download_link\` text,
	\`file_size\` text,
	\`sha256\` text,
	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`software\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`software_older_versions_order_idx\` ON \`software_older_versions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`software_older_versions_parent_id_idx\` ON \`software_older_versions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`software_older_versions_file_idx\` ON \`software_older_versions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`software_older_versions_locales\` (
	\`notes\` text,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`_locale\` text NOT NULL,
	\`_parent_id\` text NOT NULL,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`software_older_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`software_older_versions_locales_locale_parent_id_unique\` ON \`software_older_versions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_software_v_version_older_versions\` (
	\`_order\` integer NOT NULL,
	\`_parent_id\` integer NOT NULL,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`version\` text,
	\`released_at\` text,
	\`file_id\` integer,
	\`download_link\` text,
	\`file_size\` text,
	\`sha256\` text,
	\`_uuid\` text,
	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_software_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_older_versions_order_idx\` ON \`_software_v_version_older_versions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_older_versions_parent_id_idx\` ON \`_software_v_version_older_versions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_software_v_version_older_versions_file_idx\` ON \`_software_v_version_older_versions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_software_v_version_older_versions_locales\` (
	\`notes\` text,
	\`id\` integer PRIMARY KEY NOT NULL,
	\`_locale\` text NOT NULL,
	\`_parent_id\` integer NOT NULL,
	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_software_v_version_older_versions\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_software_v_version_older_versions_locales_locale_parent_id_\` ON \`_software_v_version_older_versions_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of [
    '_software_v_version_older_versions_locales',
    '_software_v_version_older_versions',
    'software_older_versions_locales',
    'software_older_versions',
  ])
    await db.run(sql.raw(`DROP TABLE IF EXISTS \`${table}\`;`))
}
