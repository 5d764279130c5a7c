import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`not_found_paths\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`first_seen\` text NOT NULL,
  	\`last_seen\` text NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`redirect_id\` integer,
  	\`noise\` integer DEFAULT false,
  	\`referrers\` text,
  	\`agents\` text,
  	\`days\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`redirect_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`not_found_paths_key_idx\` ON \`not_found_paths\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`not_found_paths_count_idx\` ON \`not_found_paths\` (\`count\`);`)
  await db.run(sql`CREATE INDEX \`not_found_paths_last_seen_idx\` ON \`not_found_paths\` (\`last_seen\`);`)
  await db.run(sql`CREATE INDEX \`not_found_paths_status_idx\` ON \`not_found_paths\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`not_found_paths_redirect_idx\` ON \`not_found_paths\` (\`redirect_id\`);`)
  await db.run(sql`CREATE INDEX \`not_found_paths_noise_idx\` ON \`not_found_paths\` (\`noise\`);`)
  await db.run(sql`CREATE INDEX \`not_found_paths_updated_at_idx\` ON \`not_found_paths\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`not_found_paths_created_at_idx\` ON \`not_found_paths\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`not_found_paths\`;`)
}
