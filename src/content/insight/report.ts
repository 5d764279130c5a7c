import type { Payload } from 'payload'

import { buildReport, type InsightReport, type RollupRow } from '@/lib/insight-report'

/**
 * The Insight page's report for a range of days (`yyyy-MM-dd`, Asia/Shanghai): the rollup rows of those days,
 * with the names of the software, albums and videos they count. `sections` by the reader's role.
 */
export async function insightReport(
  payload: Payload,
  range: { from: string; to: string },
  sections: { traffic: boolean; leads: boolean },
): Promise<InsightReport> {
  const kinds = [...(sections.traffic ? ['view', 'download', 'play'] : []), ...(sections.leads ? ['lead'] : [])]
  const found = await payload.find({
    collection: 'insight-rollups',
    where: { and: [{ day: { greater_than_equal: range.from } }, { day: { less_than_equal: range.to } }, { kind: { in: kinds } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { day: true, kind: true, a: true, b: true, c: true, d: true, hits: true },
  })
  const rows = found.docs as unknown as RollupRow[]
  const software = new Map<string, string>()
  const targets = new Map<string, string>()
  if (sections.traffic) {
    const ids = (kind: string, prefix = '') =>
      [
        ...new Set(
          rows.filter((r) => r.kind === kind && (r.a ?? '').startsWith(prefix)).map((r) => Number((r.a ?? '').slice(prefix.length))),
        ),
      ].filter((n) => Number.isSafeInteger(n) && n > 0)
    const named = async (collection: 'software' | 'teaching-albums' | 'videos', list: number[], field: string) => {
      if (list.length === 0) return []
      const result = await payload.find({
        collection,
        where: { id: { in: list } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        locale: 'zh',
        draft: false,
      })
      return result.docs.map((doc) => [String(doc.id), String((doc as unknown as Record<string, unknown>)[field] ?? '')] as const)
    }
    for (const [id, name] of await named('software', ids('download'), 'name')) software.set(id, name)
    for (const [id, name] of await named('teaching-albums', ids('play', 'album:'), 'title')) targets.set(`album:${id}`, name)
    for (const [id, name] of await named('videos', ids('play', 'video:'), 'title')) targets.set(`video:${id}`, name)
  }
  return buildReport(rows, range, sections, { software, targets })
}
