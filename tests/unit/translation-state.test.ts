import { describe, expect, it } from 'vitest'

import {
  englishFromChinese,
  type FieldLike,
  filled,
  localizedValues,
  nextTranslationRecord,
  replayTranslationRecords,
} from '@/lib/translation-state'

const fields: FieldLike[] = [
  { type: 'text', name: 'title', localized: true },
  { type: 'select', name: 'class' },
  {
    type: 'group',
    name: 'hero',
    fields: [
      { type: 'text', name: 'heading', localized: true },
      { type: 'upload', name: 'image' },
    ],
  },
  { type: 'blocks', name: 'layout', localized: true, blocks: [{ slug: 'text', fields: [{ type: 'text', name: 'body' }] }] },
  { type: 'array', name: 'rows', fields: [{ type: 'text', name: 'label', localized: true }] },
]

const all = {
  title: { zh: '标题', en: '' },
  class: 'company',
  hero: { heading: { zh: '主标题', en: 'Heading' }, image: 7 },
  layout: { zh: [{ id: 'a1', blockType: 'text', body: '正文' }], en: [] },
  rows: [{ id: 'r1', label: { zh: '行', en: null } }],
}

describe('translation state', () => {
  it('reads each localized field of one language', () => {
    const zh = localizedValues(fields, all, (v) => (v as { zh?: unknown } | undefined)?.zh)
    expect([...zh.keys()]).toEqual(['title', 'hero.heading', 'layout', 'rows.0.label'])
    expect(zh.get('hero.heading')).toBe('主标题')
  })

  it('counts blank text, empty lists and empty rich text as missing', () => {
    expect(filled('  ')).toBe(false)
    expect(filled([])).toBe(false)
    expect(filled({ root: { children: [{ children: [{ text: ' ' }] }] } })).toBe(false)
    expect(filled({ root: { children: [{ children: [{ text: 'x' }] }] } })).toBe(true)
  })

  const values = (o: Record<string, unknown>) => new Map(Object.entries(o))
  const now = new Date('2026-11-25T10:00:00Z')

  it('moves the timestamp of the language saved only when its values change', () => {
    const before = { zh: values({ title: '标题' }), en: values({ title: 'Title' }) }
    const previous = { zhChangedAt: '2026-11-20T00:00:00.000Z', enChangedAt: '2026-11-21T00:00:00.000Z' }
    const same = nextTranslationRecord({ previous, before, after: values({ title: '标题' }), locale: 'zh', now })
    expect(same).toMatchObject({ zhChangedAt: previous.zhChangedAt, enState: 'complete', zhState: 'complete' })
    const changed = nextTranslationRecord({ previous, before, after: values({ title: '新标题' }), locale: 'zh', now })
    expect(changed).toMatchObject({ zhChangedAt: now.toISOString(), enState: 'outdated' })
    // A copy from Chinese does not count as the translator's English.
    const copied = nextTranslationRecord({
      previous: changed,
      before: { ...before, zh: values({ title: '新标题' }) },
      after: values({ title: '新标题' }),
      locale: 'en',
      now,
      copy: true,
    })
    expect(copied.enState).toBe('outdated')
  })

  it('says missing before outdated, and complete for a document with no text in either language', () => {
    const before = { zh: values({ title: '标题', summary: '摘要' }), en: values({}) }
    const record = nextTranslationRecord({ previous: null, before, after: values({ title: 'Title' }), locale: 'en', now })
    expect(record.enState).toBe('missing')
    expect(
      nextTranslationRecord({ previous: null, before: { zh: values({}), en: values({}) }, after: values({}), locale: 'zh', now }).enState,
    ).toBe('complete')
  })

  it('copies the Chinese into empty English fields only, without row ids, shared rows left alone', () => {
    const { data, copied } = englishFromChinese(fields, all)
    expect(copied).toEqual(['title', 'layout'])
    expect(data).toEqual({ title: '标题', layout: [{ blockType: 'text', body: '正文' }] })
  })
  describe('replayed from the versions (documents saved before the state was stored)', () => {
    const simple: FieldLike[] = [
      { type: 'text', name: 'title', localized: true },
      { type: 'text', name: 'summary', localized: true },
    ]
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`
    const states = (records: { enState: unknown; zhState: unknown }[]) => records.map((r) => `${r.zhState}/${r.enState}`)

    it('Chinese, then English, then the Chinese changed: missing, complete, outdated', () => {
      const records = replayTranslationRecords(simple, [
        { all: { title: { zh: '标题' }, summary: { zh: '摘要' } }, at: at(1) },
        { all: { title: { zh: '标题', en: 'Title' }, summary: { zh: '摘要', en: 'Summary' } }, at: at(2) },
        { all: { title: { zh: '新标题', en: 'Title' }, summary: { zh: '摘要', en: 'Summary' } }, at: at(3) },
      ])
      expect(states(records)).toEqual(['complete/missing', 'complete/complete', 'complete/outdated'])
      expect(records[2]).toMatchObject({ zhChangedAt: at(3), enChangedAt: at(2) })
    })

    it('the English saved after the Chinese change makes it complete again; a snapshot alone is never outdated', () => {
      const records = replayTranslationRecords(simple, [
        { all: { title: { zh: '标题', en: 'Title' } }, at: at(1) },
        { all: { title: { zh: '新标题', en: 'Title' } }, at: at(2) },
        { all: { title: { zh: '新标题', en: 'New title' } }, at: at(3) },
      ])
      expect(states(records)).toEqual(['complete/complete', 'complete/outdated', 'complete/complete'])
      const alone = replayTranslationRecords(simple, [
        { all: { title: { zh: '标题', en: 'Title' }, summary: { en: 'Only English' } }, at: at(1) },
      ])
      expect(states(alone)).toEqual(['missing/complete'])
    })

    it('a snapshot with a stored record keeps it, and the next goes on from it', () => {
      const stored = { zhState: 'complete', enState: 'outdated', zhChangedAt: at(5), enChangedAt: null } as const
      const records = replayTranslationRecords(simple, [
        { all: { title: { zh: '标题', en: 'Title' } }, at: at(1), record: stored },
        { all: { title: { zh: '标题', en: 'Title' } }, at: at(6), record: { zhState: null, enState: null } },
        { all: { title: { zh: '标题', en: 'Title (edited)' } }, at: at(7) },
      ])
      expect(records[0]).toEqual(stored)
      expect(states(records)).toEqual(['complete/outdated', 'complete/outdated', 'complete/complete'])
    })
  })
})
