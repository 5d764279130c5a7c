import { and, eq, gte, lte, ne, or, sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, inLanguage, type Locale, otherLocales } from '@/i18n/locales'
import { STATIC_TARGET_TITLES } from '@/lib/insight'
import {
  buildReport,
  documentOf,
  emptySums,
  type InsightReport,
  previousRange,
  type ReportNames,
  type ReportSums,
} from '@/lib/insight-report'
import { type InsightKind, PUBLIC_KINDS } from '@/lib/public-kinds'

import { rollupDb } from './store'

type Range = { from: string; to: string }

/**
 * The Insight page's report for a range of days (`yyyy-MM-dd`, Asia/Shanghai), added up by the database: one
 * GROUP BY per table over the (kind, day) index, never the rows themselves. Months already folded by the retention
 * job count whole when the range reaches into them. Titles in the reader's language (`language`). `sections` by
 * the reader's role.
 */
export async function insightReport(
  payload: Payload,
  range: Range,
  sections: { traffic: boolean; leads: boolean },
  language: Locale = DEFAULT_LOCALE,
): Promise<InsightReport> {
  const { db, table } = rollupDb(payload)
  const col = (name: string) => table[name] as never
  const inRange = ({ from, to }: Range) =>
    or(
      and(sql`length(${table.day}) = 10`, gte(col('day'), from), lte(col('day'), to)),
      and(sql`length(${table.day}) = 7`, gte(col('day'), from.slice(0, 7)), lte(col('day'), to.slice(0, 7))),
    )
  const hits = sql<string>`sum(${table.hits})`
  const of = (kind: string, r: Range = range) => and(eq(col('kind'), kind), inRange(r))
  const num = (v: unknown) => Number(v ?? 0)
  const str = (v: unknown) => String(v ?? '')
  const sums: ReportSums = emptySums()
  if (sections.traffic) {
    const [viewsByDay, pages, previousPages, referrers, devices, downloads, plays, searches] = await Promise.all([
      db.drizzle
        .select({ day: table.day, language: table.b, hits })
        .from(table)
        .where(and(of('view'), sql`length(${table.day}) = 10`))
        .groupBy(table.day, table.b),
      db.drizzle.select({ target: table.a, hits }).from(table).where(of('view')).groupBy(table.a),
      db.drizzle
        .select({ target: table.a, hits })
        .from(table)
        .where(of('view', previousRange(range)))
        .groupBy(table.a),
      db.drizzle
        .select({ host: table.c, hits })
        .from(table)
        .where(and(of('view'), ne(col('c'), '')))
        .groupBy(table.c),
      db.drizzle.select({ device: table.d, hits }).from(table).where(of('view')).groupBy(table.d),
      db.drizzle.select({ softwareId: table.a, version: table.b, hits }).from(table).where(of('download')).groupBy(table.a, table.b),
      db.drizzle.select({ target: table.a, milestone: table.b, hits }).from(table).where(of('play')).groupBy(table.a, table.b),
      db.drizzle
        .select({ day: table.day, query: table.a, language: table.b, results: table.c, hits })
        .from(table)
        .where(of('search'))
        .groupBy(table.day, table.a, table.b, table.c),
    ])
    sums.viewsByDay = viewsByDay.map((r) => ({ day: str(r.day), language: str(r.language), hits: num(r.hits) }))
    sums.pages = pages.map((r) => ({ target: str(r.target), hits: num(r.hits) }))
    sums.previousPages = previousPages.map((r) => ({ target: str(r.target), hits: num(r.hits) }))
    sums.referrers = referrers.map((r) => ({ host: str(r.host), hits: num(r.hits) }))
    sums.devices = devices.map((r) => ({ device: str(r.device), hits: num(r.hits) }))
    sums.downloads = downloads.map((r) => ({ softwareId: str(r.softwareId), version: str(r.version), hits: num(r.hits) }))
    sums.plays = plays.map((r) => ({ target: str(r.target), milestone: str(r.milestone), hits: num(r.hits) }))
    sums.searches = searches.map((r) => ({
      day: str(r.day),
      query: str(r.query),
      language: str(r.language),
      results: num(r.results),
      hits: num(r.hits),
    }))
  }
  if (sections.leads) {
    const leads = await db.drizzle
      .select({ day: table.day, sourcePage: table.a, referrer: table.b, hits })
      .from(table)
      .where(of('lead'))
      .groupBy(table.day, table.a, table.b)
    sums.leads = leads.map((r) => ({ day: str(r.day), sourcePage: str(r.sourcePage), referrer: str(r.referrer), hits: num(r.hits) }))
  }
  return buildReport(sums, range, sections, await namesOf(payload, sums, language))
}

type Named = InsightKind

/** Titles of the documents the sums count, in the reader's language (the other one when it has none). */
async function namesOf(payload: Payload, sums: ReportSums, language: Locale): Promise<ReportNames> {
  const names: ReportNames = { titles: new Map(), software: new Map() }
  const wanted = new Map<Named, Set<number>>()
  const want = (collection: Named, id: number) => wanted.set(collection, (wanted.get(collection) ?? new Set()).add(id))
  for (const target of [...sums.pages.map((r) => r.target), ...sums.leads.map((r) => r.sourcePage)]) {
    const doc = documentOf(target)
    if (doc) want(doc.collection, doc.id)
    const fixed = STATIC_TARGET_TITLES[target.replace(/\?.*$/, '')]
    if (fixed) names.titles.set(target, inLanguage(fixed, language) + (target.includes('?class=') ? ` (${target.split('=')[1]})` : ''))
  }
  for (const r of sums.plays) {
    const [kind, id] = r.target.split(':')
    if (Number(id) > 0) want(kind === 'album' ? 'teaching-albums' : 'videos', Number(id))
  }
  for (const r of sums.downloads) if (Number(r.softwareId) > 0) want('software', Number(r.softwareId))
  await Promise.all(
    [...wanted].map(async ([collection, ids]) => {
      const field = PUBLIC_KINDS[collection].textField
      const found = await payload.find({
        collection,
        where: { id: { in: [...ids] } },
        locale: language,
        fallbackLocale: otherLocales(language)[0],
        pagination: false,
        depth: 0,
        overrideAccess: true,
        select: { [field]: true } as never,
      })
      for (const doc of found.docs as unknown as Array<Record<string, unknown> & { id: number }>) {
        const title = String(doc[field] ?? '') || `#${doc.id}`
        names.titles.set(`${collection}:${doc.id}`, title)
        if (collection === 'software') names.software.set(String(doc.id), title)
        if (collection === 'teaching-albums') names.titles.set(`album:${doc.id}`, title)
        if (collection === 'videos') names.titles.set(`video:${doc.id}`, title)
      }
    }),
  )
  return names
}
