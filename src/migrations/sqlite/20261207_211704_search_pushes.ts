import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_pushes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`engine\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`answer\` text,
  	\`sent_at\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`remain\` numeric,
  	\`document\` text,
  	\`fingerprint\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_pushes_url_idx\` ON \`search_pushes\` (\`url\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_engine_idx\` ON \`search_pushes\` (\`engine\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_status_idx\` ON \`search_pushes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_sent_at_idx\` ON \`search_pushes\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_next_attempt_at_idx\` ON \`search_pushes\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_document_idx\` ON \`search_pushes\` (\`document\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_updated_at_idx\` ON \`search_pushes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_pushes_created_at_idx\` ON \`search_pushes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`index_now_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_pushes\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`index_now_key\`;`)
}
