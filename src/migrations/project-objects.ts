/**
 * What the migrations add to the database beyond Payload's content model, written by hand in
 * src/migrations/{sqlite,postgres}/, and what they keep apart from it on purpose. The schema drift check
 * (scripts/lib/schema-drift.ts, run by tests/int/schema-drift.test.ts on both databases) requires each added object
 * and refuses any other difference: a new hand-written table or index is declared here in the same change.
 */

/** Versioned collections whose versions are read by document and time (20261127_1001_document_indexes). */
const VERSIONED = ['news', 'videos', 'banners', 'partners', 'pages', 'software', 'update_logs', 'help_documents', 'teaching_classifications', 'teaching_albums']
/** Collections with localised fields whose rows are read by document (20261127_1001_document_indexes). */
const LOCALISED = [...VERSIONED, 'media']

type Index = { table: string; columns: string; unique?: boolean }

const INDEXES: Record<string, Index> = {
  // The public and admin lists walked in list order (20261127_1000_list_indexes).
  news_list_idx: { table: 'news', columns: '_status, published_at, id, created_at' },
  news_class_list_idx: { table: 'news', columns: 'class, _status, published_at, id, created_at' },
  videos_list_idx: { table: 'videos', columns: '_status, published_at, id, created_at' },
  update_logs_list_idx: { table: 'update_logs', columns: 'software_id, _status, released_at, id, created_at' },
  _news_v_latest_list_idx: { table: '_news_v', columns: 'latest, version_published_at, created_at' },
  _videos_v_latest_list_idx: { table: '_videos_v', columns: 'latest, version_published_at, created_at' },
  _update_logs_v_latest_list_idx: { table: '_update_logs_v', columns: 'latest, version_released_at, created_at' },
  // One document's languages and versions found by index (20261127_1001_document_indexes).
  ...Object.fromEntries(LOCALISED.map((t) => [`${t}_locales_parent_id_idx`, { table: `${t}_locales`, columns: '_parent_id' }])),
  ...Object.fromEntries(VERSIONED.map((t) => [`_${t}_v_locales_parent_id_idx`, { table: `_${t}_v_locales`, columns: '_parent_id' }])),
  ...Object.fromEntries(
    VERSIONED.map((t) => [`_${t}_v_parent_updated_idx`, { table: `_${t}_v`, columns: 'parent_id, updated_at, created_at' }]),
  ),
}

/** A difference the check accepts, with the reason it stays. */
type KeptDifference = { problem: string; reason: string }

export type ProjectObjects = {
  tables: string[]
  indexes: Record<string, Index>
  kept: KeptDifference[]
}

export const PROJECT_OBJECTS: Record<'sqlite' | 'postgres', ProjectObjects> = {
  sqlite: {
    // The site search's index (20261125_090000_search_index): its entries, its words, and SQLite's full-text table.
    tables: ['search_entries', 'search_words', 'search_fts'],
    indexes: INDEXES,
    kept: [
      {
        problem: 'column pages.meta_image_id is in the database but not in the model',
        reason:
          'left unused by 20261127_080000_seo_fields (the image moved per language); SQLite drops a column with a foreign key only by rebuilding pages and every table that references it',
      },
      { problem: 'foreign key pages (meta_image_id) -> media(id) on delete set null is in the database but not in the model', reason: 'the unused column above' },
      { problem: 'column _pages_v.version_meta_image_id is in the database but not in the model', reason: 'the same, in the versions of pages' },
      {
        problem: 'foreign key _pages_v (version_meta_image_id) -> media(id) on delete set null is in the database but not in the model',
        reason: 'the unused column above',
      },
      {
        problem: 'column users.role is not null, the model says nullable',
        reason: 'the first migration made the required role NOT NULL; stricter than the model, and Payload always writes it',
      },
    ],
  },
  postgres: {
    tables: ['search_entries', 'search_words'],
    indexes: INDEXES,
    kept: [],
  },
}
