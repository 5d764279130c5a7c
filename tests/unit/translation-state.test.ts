import { describe, expect, it } from 'vitest'

import {
  changedAtFieldName,
  type FieldLike,
  filled,
  hasRecord,
  type LanguageSources,
  languagesWithTitle,
  localizedValues,
  nextTranslationRecord,
  replayTranslationRecords,
  startFromSource,
  stateFieldName,
  translatedLanguages,
  type TranslationRecord,
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
    const { data, copied } = startFromSource(fields, all, 'zh', 'en')
    expect(copied).toEqual(['title', 'layout'])
    expect(data).toEqual({ title: '标题', layout: [{ blockType: 'text', body: '正文' }] })
  })

  describe('any number of languages (a third from the table: Traditional Chinese, translated from Simplified)', () => {
    const three: LanguageSources = [
      { code: 'zh', source: null },
      { code: 'en', source: 'zh' },
      { code: 'zh-Hant', source: 'zh' },
    ]

    it("names the stored fields from the language code, today's two as before", () => {
      expect([stateFieldName('zh'), stateFieldName('en'), changedAtFieldName('en')]).toEqual(['zhState', 'enState', 'enChangedAt'])
      expect([stateFieldName('zh-Hant'), changedAtFieldName('zh-Hant')]).toEqual(['zhHantState', 'zhHantChangedAt'])
      expect(translatedLanguages(three).map((l) => l.code)).toEqual(['en', 'zh-Hant'])
    })

    it('keeps a state per language: each translation against its source, the source against all', () => {
      const before = { zh: values({ title: '软件' }), en: values({ title: 'Software' }), 'zh-Hant': values({}) }
      const record = nextTranslationRecord({
        previous: null,
        before,
        after: values({ title: '新软件' }),
        locale: 'zh',
        now,
        languages: three,
      })
      expect(record).toMatchObject({ zhState: 'complete', enState: 'outdated', zhHantState: 'missing', zhChangedAt: now.toISOString() })
      expect(record.zhHantChangedAt).toBeNull()
      const later = new Date(now.getTime() + 60_000)
      const saved = { ...before, zh: values({ title: '新软件' }) }
      const hant = nextTranslationRecord({
        previous: record,
        before: saved,
        after: values({ title: '軟體' }),
        locale: 'zh-Hant',
        now: later,
        languages: three,
      })
      // The Traditional text saved after the Simplified: complete; English is still older than its source.
      expect(hant).toMatchObject({ zhState: 'complete', enState: 'outdated', zhHantState: 'complete' })
      expect(hant.zhHantChangedAt).toBe(later.toISOString())
      // A field only the third language fills makes the source missing.
      const only = nextTranslationRecord({
        previous: hant,
        before: { ...saved, 'zh-Hant': values({ title: '軟體' }) },
        after: values({ title: '軟體', summary: '摘要' }),
        locale: 'zh-Hant',
        now: later,
        languages: three,
      })
      expect(only.zhState).toBe('missing')
    })

    it('replays versions over three languages; a record of two is not a record of three', () => {
      const simple: FieldLike[] = [{ type: 'text', name: 'title', localized: true }]
      const t = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`
      const records = replayTranslationRecords(
        simple,
        [
          { all: { title: { zh: '数据', en: 'Data' } }, at: t(1), record: { zhState: 'complete', enState: 'complete' } },
          { all: { title: { zh: '数据', en: 'Data', 'zh-Hant': '資料' } }, at: t(2) },
          { all: { title: { zh: '新数据', en: 'Data', 'zh-Hant': '資料' } }, at: t(3) },
        ],
        three,
      )
      expect(records.map((r) => [r.zhState, r.enState, r.zhHantState].join('/'))).toEqual([
        'complete/complete/missing',
        'complete/complete/complete',
        'complete/outdated/outdated',
      ])
      expect(hasRecord({ zhState: 'complete', enState: 'complete' }, three)).toBe(false)
      expect(hasRecord(records[2], three)).toBe(true)
    })

    it('starts a language from its own source', () => {
      const doc = { title: { zh: '数据', en: 'Data', 'zh-Hant': '' }, hero: { heading: { zh: '主标题' } } }
      expect(startFromSource(fields, doc, 'zh', 'zh-Hant')).toEqual({
        data: { title: '数据', hero: { heading: '主标题' } },
        copied: ['title', 'hero.heading'],
      })
    })
  })
  describe('replayed from the versions (documents saved before the state was stored)', () => {
    const simple: FieldLike[] = [
      { type: 'text', name: 'title', localized: true },
      { type: 'text', name: 'summary', localized: true },
    ]
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`
    const states = (records: TranslationRecord[]) => records.map((r) => `${r.zhState}/${r.enState}`)

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
      // Chinese and English (with a third language served, a record of two is recomputed: the case above).
      const records = replayTranslationRecords(
        simple,
        [
          { all: { title: { zh: '标题', en: 'Title' } }, at: at(1), record: stored },
          { all: { title: { zh: '标题', en: 'Title' } }, at: at(6), record: { zhState: null, enState: null } },
          { all: { title: { zh: '标题', en: 'Title (edited)' } }, at: at(7) },
        ],
        [
          { code: 'zh', source: null },
          { code: 'en', source: 'zh' },
        ],
      )
      expect(records[0]).toEqual(stored)
      expect(states(records)).toEqual(['complete/outdated', 'complete/outdated', 'complete/complete'])
    })
  })
})

describe('the languages a title is written in', () => {
  it('lists the languages with a non-blank title, in the table order; anything else is none', () => {
    expect(languagesWithTitle({ en: 'Title', zh: '标题' })).toEqual(['zh', 'en'])
    expect(languagesWithTitle({ zh: '  ', en: 'Only English' })).toEqual(['en'])
    expect(languagesWithTitle({ zh: null, en: 3 })).toEqual([])
    expect(languagesWithTitle('标题')).toEqual([])
    expect(languagesWithTitle(undefined)).toEqual([])
  })
})
