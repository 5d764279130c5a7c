/**
 * The translation state of content saved before it was stored (src/content/translation-backfill.ts): documents and
 * their versions written with the save hook skipped (as every document of an upgraded site was), and a global with
 * its state taken away, get their state from the backfill; the dashboard's counts are then exact, no version is
 * added, nothing's `updatedAt` moves, and a second run finds nothing to do.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Dashboard, dashboardData } from '@/content/dashboard'
import { getPayloadClient } from '@/content/payload'
import { backfillTranslationState } from '@/content/translation-backfill'
import type { TranslationRecord } from '@/lib/translation-state'

/** Saves as before the translation state existed: the hook stores nothing. */
const legacy = { skipSearchPush: true, translationSkip: true }
const editor = { role: 'editor' }
const tag = `backfill-${Date.now().toString(36)}`
const made: number[] = []
let payload: Payload
let settingsRecord: TranslationRecord | null = null

const tick = () => new Promise((r) => setTimeout(r, 5))
/** The English queue of a dashboard's editorial part. */
const english = (dashboard: Dashboard) => dashboard.editorial!.translations.find((t) => t.locale === 'en')!
const count = (items: { slug: string; count: number }[]) => items.find((i) => i.slug === 'news')?.count ?? 0

async function create(title: string, status: 'draft' | 'published') {
  const doc = await payload.create({
    collection: 'news',
    locale: 'zh',
    data: { title, class: 'company', _status: status },
    draft: status === 'draft',
    overrideAccess: true,
    context: legacy,
  })
  made.push(doc.id)
  return doc.id
}

async function save(id: number, locale: 'zh' | 'en', title: string, status: 'draft' | 'published') {
  await tick()
  await payload.update({
    collection: 'news',
    id,
    locale,
    data: { title, _status: status },
    draft: status === 'draft',
    overrideAccess: true,
    context: legacy,
  })
}

/** The state the list and the dashboard read (latest version), the document row's, and what must not change. */
async function snapshot(id: number) {
  const read = { collection: 'news', id, depth: 0, locale: 'all', overrideAccess: true } as const
  const latest = await payload.findByID({ ...read, draft: true })
  const row = await payload.findByID(read)
  const versions = await payload.findVersions({
    collection: 'news',
    where: { parent: { equals: id } },
    sort: '-createdAt',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return {
    latest: latest.translation ?? null,
    row: row.translation ?? null,
    updatedAt: [row.updatedAt, ...versions.docs.map((v) => v.updatedAt)],
    // Both languages of the row and of every version, and their status.
    content: JSON.stringify([row.title, row._status, ...versions.docs.map((v) => [v.version.title, v.version._status])]),
    versions: versions.totalDocs,
    versionStates: versions.docs.map((v) => v.version.translation?.enState ?? null),
  }
}

beforeAll(async () => {
  payload = await getPayloadClient()
})

afterAll(async () => {
  if (made.length > 0) await payload.delete({ collection: 'news', where: { id: { in: made } }, overrideAccess: true, context: legacy })
  // The site settings get back the state they had (the suites share one database).
  if (settingsRecord)
    await payload.db.updateGlobal({ slug: 'site-settings', data: { translation: settingsRecord, updatedAt: null }, returning: false })
})

describe('translation state backfill', () => {
  it('fills in documents, versions and a global saved without state: exact counts, no new versions, same updatedAt', async () => {
    const before = (await dashboardData(payload, editor)) as Dashboard

    // Chinese only (English missing); both languages (complete); the Chinese changed after the English (outdated);
    // a draft in Chinese only (a draft, English missing).
    const missing = await create(`${tag} 只有中文`, 'published')
    const complete = await create(`${tag} 中英文`, 'published')
    await save(complete, 'en', `${tag} both languages`, 'published')
    const outdated = await create(`${tag} 中文后改`, 'published')
    await save(outdated, 'en', `${tag} English first`, 'published')
    await save(outdated, 'zh', `${tag} 中文后改（新）`, 'published')
    const draft = await create(`${tag} 草稿`, 'draft')

    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    settingsRecord = settings.translation ?? null
    expect(settingsRecord?.enState).toBeTruthy()
    await payload.db.updateGlobal({
      slug: 'site-settings',
      data: { translation: { zhState: null, enState: null, zhChangedAt: null, enChangedAt: null }, updatedAt: null },
      returning: false,
    })

    // What an upgraded site shows: nothing of these counted, the global without state.
    const ids = [missing, complete, outdated, draft]
    const legacyState = await Promise.all(ids.map(snapshot))
    for (const s of legacyState) {
      expect(s.latest?.enState ?? null).toBeNull()
      expect(s.row?.enState ?? null).toBeNull()
    }
    const unfilled = (await dashboardData(payload, editor)) as Dashboard
    expect(count(english(unfilled).missing)).toBe(count(english(before).missing))
    expect(count(english(unfilled).outdated)).toBe(count(english(before).outdated))
    expect(english(unfilled).globals.find((g) => g.slug === 'site-settings')?.state).toBeNull()

    const result = await backfillTranslationState(payload)
    const versionCount = legacyState.reduce((sum, s) => sum + s.versions, 0)
    expect(result).toEqual({ documents: 4, versions: versionCount, globals: 1 })

    const after = (await dashboardData(payload, editor)) as Dashboard
    expect(count(english(after).missing) - count(english(before).missing)).toBe(2)
    expect(count(english(after).outdated) - count(english(before).outdated)).toBe(1)
    expect(count(after.editorial!.drafts) - count(before.editorial!.drafts)).toBe(1)
    // The site settings were saved in both languages by the fixtures: complete, unless they had been outdated (which
    // a global without history cannot tell).
    const expectedSettings = settingsRecord?.enState === 'outdated' ? 'complete' : settingsRecord?.enState
    expect(english(after).globals.find((g) => g.slug === 'site-settings')?.state).toBe(expectedSettings)
    const settingsAfter = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect(settingsAfter.updatedAt).toBe(settings.updatedAt)
    expect(settingsAfter.translation?.zhState).toBe(settingsRecord?.zhState)

    const filled = await Promise.all(ids.map(snapshot))
    expect(filled.map((s) => s.latest?.enState)).toEqual(['missing', 'complete', 'outdated', 'missing'])
    expect(filled.map((s) => s.row?.enState)).toEqual(['missing', 'complete', 'outdated', 'missing'])
    expect(filled.map((s) => s.latest?.zhState)).toEqual(['complete', 'complete', 'complete', 'complete'])
    // Each version has the state of its time: the outdated one was complete before the Chinese changed.
    expect(filled[2].versionStates).toEqual(['outdated', 'complete', 'missing'])
    // The English's last change is the English save, the Chinese's the later Chinese save.
    expect(filled[2].latest?.zhChangedAt && filled[2].latest?.enChangedAt).toBeTruthy()
    expect(String(filled[2].latest?.zhChangedAt) > String(filled[2].latest?.enChangedAt)).toBe(true)
    filled.forEach((s, i) => {
      expect(s.versions).toBe(legacyState[i].versions)
      expect(s.updatedAt).toEqual(legacyState[i].updatedAt)
      expect(s.content).toBe(legacyState[i].content)
    })
    expect(legacyState[2].content).toContain('English first')

    // Idempotent: nothing left to fill.
    expect(await backfillTranslationState(payload)).toEqual({ documents: 0, versions: 0, globals: 0 })
  })

  it('leaves alone a state a save stored meanwhile', async () => {
    const id = await create(`${tag} 已保存`, 'published')
    await payload.update({
      collection: 'news',
      id,
      locale: 'en',
      data: { title: `${tag} saved since` },
      overrideAccess: true,
      context: { skipSearchPush: true },
    })
    // The first save since the upgrade stored a state (the English saved, the Chinese with no known change: complete).
    const saved = await snapshot(id)
    expect(saved.latest?.enState).toBe('complete')
    expect(saved.versionStates).toEqual(['complete', null])
    await backfillTranslationState(payload)
    const after = await snapshot(id)
    expect(after.latest).toEqual(saved.latest)
    expect(after.row).toEqual(saved.row)
    // Its older version, saved before, got one.
    expect(after.versionStates).toEqual(['complete', 'missing'])
  })
})
