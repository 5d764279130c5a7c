import type { BaseFilter } from 'payload'

import { databaseKind } from '@/env'

/**
 * The admin list of a long collection (news, videos, update logs) at the same cost on every page, on PostgreSQL too.
 * A list query with no condition on the language table is one relational query with OFFSET, and PostgreSQL gathers
 * each skipped version's language rows (a lateral join) for every row the offset passes: 150–190 ms on the middle
 * and last pages of 20,000 news against 6 ms on the first (docs/performance.md, "Content at scale"). A condition
 * on the title in the list's language, which every document meets (there or not there), makes Payload read the
 * page's ids first and then only those documents. Nothing is filtered out. At 20,000 news every page then takes
 * 44–54 ms (the first one too, 6 ms before). On SQLite, whose pages cost 2–3 ms each without it, there is no filter.
 */
export function idsFirstListFilter(field = 'title'): BaseFilter {
  return () => (databaseKind === 'postgres' ? { or: [{ [field]: { exists: true } }, { [field]: { exists: false } }] } : null)
}
