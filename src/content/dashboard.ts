import type { Payload, Where } from 'payload'

import { type Role, roleOf } from '@/access/roles'
import { leadSpoolFiles, pendingLeads } from '@/content/lead-spool'
import type { Locale } from '@/i18n/locales'
import { translationFilterQuery } from '@/lib/translation-filters'
import { stateFieldName, stateOf, translatedLanguages, type TranslationRecord, type TranslationState } from '@/lib/translation-state'

/**
 * The admin dashboard's work queue, per role (src/components/admin/Dashboard.tsx shows it):
 * editors: drafts not yet published, scheduled publications, per translated language (English) the documents whose
 * translation is missing or outdated and the globals' state, the last 10 changes;
 * sales: new leads since their last visit, leads not followed up after 24 hours;
 * administrators: all of it, plus paused sign-ins, failed jobs, the leads waiting in this instance's lead spool
 * (src/content/lead-spool.ts: the database did not take them yet; docs/operations.md, "A non-empty lead spool"), and
 * the group alerts that failed and wait for a retry (src/content/lead-alerts.ts).
 * Counts are exact: each is the total of the same query the linked list runs.
 */

type Label = string | Record<string, string>
export type CountLink = { slug: string; label: Label; count: number; href: string }
type Change = {
  slug: string
  label: Label
  id: string | number
  title: string
  at: string
  by: string
  status?: string
  href: string
}
type Scheduled = { slug: string; label: Label; id: string | number; title: string; at: string; type: string; href: string }
type GlobalState = { slug: string; label: Label; state: TranslationState | null; href: string }
/** One translated language's queue: the lists with documents whose translation is missing or outdated, the globals. */
type LanguageQueue = { locale: Locale; missing: CountLink[]; outdated: CountLink[]; globals: GlobalState[] }
type Lead = { id: string | number; name: string; at: string; href: string }
type FailedJob = { id: string | number; task: string; at: string; error: string }
type Pause = { email: string; at: string; address: string }
/** The leads this instance holds on disk, not yet in the database, and the file they are in. */
type LeadSpool = { count: number; file: string }
/** Group alerts that failed and wait for a retry (src/content/lead-alerts.ts): how many, the last answer, the list. */
type FailingAlerts = { count: number; lastError: string; href: string }

export type Dashboard = {
  role: Role
  editorial?: {
    drafts: CountLink[]
    scheduled: Scheduled[]
    translations: LanguageQueue[]
    changes: Change[]
  }
  leads?: {
    since: string | null
    newSinceVisit: { count: number; href: string; items: Lead[] }
    overdue: { count: number; href: string; items: Lead[] }
  }
  admin?: {
    pausedSignIns: Pause[]
    failedJobs: { count: number; items: FailedJob[] }
    leadSpool: LeadSpool
    failingAlerts: FailingAlerts
  }
}

const LEADS = 'contact-submissions'
/** The call-back promise of the spec: a lead is followed up within 24 hours. */
const FOLLOW_UP_HOURS = 24

/** `where[a][b]=c&…` for the admin list URL of a where of `and`ed conditions. */
function listQuery(conditions: Record<string, Record<string, string>>[]): string {
  const parts: string[] = []
  conditions.forEach((condition, i) => {
    for (const [field, ops] of Object.entries(condition)) {
      for (const [op, value] of Object.entries(ops)) {
        parts.push(`${encodeURIComponent(`where[and][${i}][${field}][${op}]`)}=${encodeURIComponent(value)}`)
      }
    }
  })
  return parts.join('&')
}

function hasDrafts(payload: Payload, slug: string): boolean {
  const versions = payload.collections[slug as 'news']?.config.versions
  return Boolean(versions && typeof versions === 'object' && versions.drafts)
}

function hasTranslation(fields: readonly unknown[]): boolean {
  return fields.some((f) => (f as { name?: string }).name === 'translation')
}

async function total(payload: Payload, slug: string, where: Where): Promise<number> {
  // The list view reads the latest version of a collection with drafts: the count reads the same.
  const result = await payload.find({
    collection: slug as 'news',
    where,
    draft: hasDrafts(payload, slug),
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  return result.totalDocs
}

function titleOf(payload: Payload, slug: string, doc: Record<string, unknown>): string {
  const field = payload.collections[slug as 'news']?.config.admin?.useAsTitle ?? 'id'
  const value = doc[field]
  return typeof value === 'string' && value.trim() ? value : `#${String(doc.id)}`
}

export async function dashboardData(
  payload: Payload,
  user: unknown,
  options: { adminRoute?: string; now?: Date } = {},
): Promise<Dashboard | null> {
  const role = roleOf(user as never)
  if (!role) return null
  const admin = options.adminRoute ?? payload.config.routes.admin
  const now = options.now ?? new Date()
  const out: Dashboard = { role }
  const listHref = (slug: string, query = '') => `${admin}/collections/${slug}${query ? `?${query}` : ''}`

  if (role === 'admin' || role === 'editor') out.editorial = await editorialQueue(payload, admin, listHref)

  if (role === 'admin' || role === 'sales') {
    const since = await previousSignIn(payload, user as { id?: unknown; email?: unknown })
    const dayAgo = new Date(now.getTime() - FOLLOW_UP_HOURS * 3600_000).toISOString()
    const newWhere: Where = since ? { createdAt: { greater_than: since } } : {}
    const overdueWhere: Where = { and: [{ status: { equals: 'new' } }, { createdAt: { less_than: dayAgo } }] }
    const [fresh, overdue] = await Promise.all([leads(payload, newWhere, admin), leads(payload, overdueWhere, admin)])
    out.leads = {
      since,
      newSinceVisit: { ...fresh, href: listHref(LEADS, since ? listQuery([{ createdAt: { greater_than: since } }]) : '') },
      overdue: {
        ...overdue,
        href: listHref(LEADS, listQuery([{ status: { equals: 'new' } }, { createdAt: { less_than: dayAgo } }])),
      },
    }
  }

  if (role === 'admin') {
    const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString()
    const failingWhere: Where = { and: [{ status: { equals: 'pending' } }, { attempts: { greater_than_equal: 1 } }] }
    const [pauses, failed, failing] = await Promise.all([
      payload.find({
        collection: 'audit-log',
        where: { and: [{ event: { equals: 'lockout' } }, { createdAt: { greater_than: dayAgo } }] },
        sort: '-createdAt',
        limit: 10,
        depth: 0,
        overrideAccess: true,
      }),
      payload.find({
        collection: 'payload-jobs',
        where: { hasError: { equals: true } },
        sort: '-createdAt',
        limit: 10,
        depth: 0,
        overrideAccess: true,
      }),
      payload.find({ collection: 'lead-alerts', where: failingWhere, sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true }),
    ])
    out.admin = {
      pausedSignIns: pauses.docs.map((d) => ({ email: String(d.email ?? ''), at: String(d.createdAt), address: String(d.address ?? '') })),
      failedJobs: {
        count: failed.totalDocs,
        items: failed.docs.map((d) => ({
          id: d.id,
          task: String(d.taskSlug ?? ''),
          at: String(d.updatedAt ?? d.createdAt),
          error: errorText(d.error),
        })),
      },
      leadSpool: { count: pendingLeads(), file: leadSpoolFiles().live },
      failingAlerts: {
        count: failing.totalDocs,
        lastError: failing.docs[0]?.lastError ?? '',
        href: listHref('lead-alerts', listQuery([{ status: { equals: 'pending' } }, { attempts: { greater_than_equal: '1' } }])),
      },
    }
  }
  return out
}

function errorText(error: unknown): string {
  if (!error) return ''
  if (typeof error === 'string') return error
  const message = (error as { message?: unknown; cancelled?: unknown }).message
  if (typeof message === 'string') return message
  return JSON.stringify(error).slice(0, 300)
}

/** The sign-in before the current one: the user's "last visit". */
async function previousSignIn(payload: Payload, user: { id?: unknown; email?: unknown }): Promise<string | null> {
  const found = await payload.find({
    collection: 'audit-log',
    where: { and: [{ event: { equals: 'login' } }, { user: { equals: user.id as number } }] },
    sort: '-createdAt',
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  const previous = found.docs[1]
  return previous ? String(previous.createdAt) : null
}

async function leads(payload: Payload, where: Where, admin: string) {
  const found = await payload.find({ collection: LEADS, where, sort: '-createdAt', limit: 10, depth: 0, overrideAccess: true })
  return {
    count: found.totalDocs,
    items: found.docs.map((d) => ({
      id: d.id,
      name: String(d.name ?? ''),
      at: String(d.createdAt),
      href: `${admin}/collections/${LEADS}/${d.id}`,
    })),
  }
}

type ScheduleInput = { doc?: { relationTo?: string; value?: string | number }; type?: string; locale?: string }

/** Scheduled publications still to run (not done, not failed), soonest first. */
function pendingSchedules(payload: Payload, limit: number) {
  return payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    sort: 'waitUntil',
    limit,
    depth: 0,
    overrideAccess: true,
  })
}

/** The next scheduled publication of a document, for the list column (src/components/admin/ScheduledCell.tsx). */
export type NextSchedule = { at: string; type: 'publish' | 'unpublish'; locale: string | null }

/**
 * The next scheduled publication of each document of one collection that has one, by document id: one query for the
 * whole list page (at most 500 pending schedules are read; a site schedules a handful).
 */
export async function nextSchedules(payload: Payload, slug: string): Promise<Map<string, NextSchedule>> {
  const jobs = await pendingSchedules(payload, 500)
  const out = new Map<string, NextSchedule>()
  for (const job of jobs.docs) {
    const input = (job.input ?? {}) as ScheduleInput
    if (input.doc?.relationTo !== slug || input.doc.value === undefined || !job.waitUntil) continue
    const id = String(input.doc.value)
    if (out.has(id)) continue // soonest first: the first one is the next
    out.set(id, { at: String(job.waitUntil), type: input.type === 'unpublish' ? 'unpublish' : 'publish', locale: input.locale ?? null })
  }
  return out
}

async function scheduled(payload: Payload, admin: string): Promise<Scheduled[]> {
  const jobs = await pendingSchedules(payload, 20)
  const out: Scheduled[] = []
  for (const job of jobs.docs) {
    const input = (job.input ?? {}) as ScheduleInput
    const slug = input.doc?.relationTo
    const id = input.doc?.value
    if (!slug || id === undefined || !payload.collections[slug as 'news']) continue
    const doc = (await payload.findByID({
      collection: slug as 'news',
      id,
      depth: 0,
      draft: true,
      overrideAccess: true,
      disableErrors: true,
    })) as Record<string, unknown> | null
    out.push({
      slug,
      label: payload.collections[slug as 'news'].config.labels.singular as Label,
      id,
      title: doc ? titleOf(payload, slug, doc) : `#${String(id)}`,
      at: String(job.waitUntil ?? ''),
      type: input.type === 'unpublish' ? 'unpublish' : 'publish',
      href: `${admin}/collections/${slug}/${id}`,
    })
  }
  return out
}

/** Editors' part: drafts, per translated language what is missing or outdated, scheduled publications, last changes. */
async function editorialQueue(
  payload: Payload,
  admin: string,
  listHref: (slug: string, query?: string) => string,
): Promise<NonNullable<Dashboard['editorial']>> {
  const content = payload.config.collections.filter((c) => hasTranslation(c.fields) || c.versions?.drafts)
  const withDrafts = content.filter((c) => hasDrafts(payload, c.slug))
  const translated = content.filter((c) => hasTranslation(c.fields))
  const draftCounts = Promise.all(
    withDrafts.map(async (c) => ({
      slug: c.slug,
      label: c.labels.plural as Label,
      count: await total(payload, c.slug, { _status: { equals: 'draft' } }),
      href: listHref(c.slug, listQuery([{ _status: { equals: 'draft' } }])),
    })),
  )
  const stateCounts = (locale: Locale, state: TranslationState) =>
    Promise.all(
      translated.map(async (c) => ({
        slug: c.slug,
        label: c.labels.plural as Label,
        count: await total(payload, c.slug, { [`translation.${stateFieldName(locale)}`]: { equals: state } }),
        href: listHref(c.slug, translationFilterQuery(state, locale)),
      })),
    ).then((counts) => counts.filter((d) => d.count > 0))
  const globals = await globalRecords(payload, admin)
  const translationQueues = Promise.all(
    translatedLanguages().map(async ({ code }) => {
      const locale = code as Locale
      const [missing, outdated] = await Promise.all([stateCounts(locale, 'missing'), stateCounts(locale, 'outdated')])
      const states = globals.map(({ record, ...g }) => ({ ...g, state: stateOf(record, locale) }))
      return { locale, missing, outdated, globals: states }
    }),
  )
  const [drafts, translations] = await Promise.all([draftCounts, translationQueues])
  return {
    drafts: drafts.filter((d) => d.count > 0),
    translations,
    scheduled: await scheduled(payload, admin),
    changes: await lastChanges(
      payload,
      content.map((c) => c.slug),
      admin,
    ),
  }
}

/** Each global with localized fields, and its stored translation state. */
async function globalRecords(payload: Payload, admin: string) {
  const globals = payload.config.globals.filter((g) => hasTranslation(g.fields))
  return Promise.all(
    globals.map(async (g) => {
      const doc = (await payload.findGlobal({ slug: g.slug as 'site-settings', depth: 0, overrideAccess: true })) as {
        translation?: TranslationRecord | null
      }
      return { slug: g.slug, label: g.label as Label, record: doc.translation ?? null, href: `${admin}/globals/${g.slug}` }
    }),
  )
}

/** The last 10 saves over all content: each collection's latest versions (or documents), merged. */
async function lastChanges(payload: Payload, slugs: string[], admin: string): Promise<Change[]> {
  const lists = await Promise.all(
    slugs.map(async (slug) => {
      const config = payload.collections[slug as 'news'].config
      if (config.versions) {
        const versions = await payload.findVersions({
          collection: slug as 'news',
          sort: '-updatedAt',
          limit: 10,
          depth: 1,
          overrideAccess: true,
        })
        return versions.docs.map((v) => {
          const doc: Record<string, unknown> = { ...(v.version as unknown as Record<string, unknown>), id: v.parent }
          return { slug, doc, at: String(v.updatedAt), status: (v.version as { _status?: string })._status }
        })
      }
      const docs = await payload.find({ collection: slug as 'news', sort: '-updatedAt', limit: 10, depth: 1, overrideAccess: true })
      return docs.docs.map((d) => ({ slug, doc: d as unknown as Record<string, unknown>, at: String(d.updatedAt), status: undefined }))
    }),
  )
  return lists
    .flat()
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, 10)
    .map(({ slug, doc, at, status }) => {
      const by = doc.editedBy as { name?: string; email?: string } | number | null | undefined
      return {
        slug,
        label: payload.collections[slug as 'news'].config.labels.singular as Label,
        id: doc.id as number,
        title: titleOf(payload, slug, doc),
        at,
        by: typeof by === 'object' && by ? by.name || by.email || '' : '',
        status,
        href: `${admin}/collections/${slug}/${String(doc.id)}`,
      }
    })
}
