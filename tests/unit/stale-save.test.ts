import { describe, expect, it } from 'vitest'

import { releaseLockQuery } from '@/lib/edit-window'
import {
  AUTOSAVE_KEEP_DAYS,
  autosavePruneBefore,
  badBaseMessage,
  conflictingFieldsMessage,
  isNewer,
  lockedSaveAnswer,
  type MergeField,
  mergeOntoNewer,
  saveBase,
  staleSaveMessage,
} from '@/lib/stale-save'

const at = '2026-11-26T08:00:00.123Z'

describe('the version a save is based on', () => {
  it('comes from If-Match (quoted or not, weak or not) before the body’s updatedAt', () => {
    for (const header of [at, `"${at}"`, `W/"${at}"`, ` "${at}" `]) {
      expect(saveBase(header, '2020-01-01T00:00:00.000Z')).toEqual({ kind: 'at', at: new Date(at) })
    }
    expect(saveBase(null, at)).toEqual({ kind: 'at', at: new Date(at) })
    expect(saveBase('', at)).toEqual({ kind: 'at', at: new Date(at) })
  })

  it('is none without either, for `*`, or for an empty or non-string updatedAt', () => {
    expect(saveBase(null, undefined)).toEqual({ kind: 'none' })
    expect(saveBase('*', at)).toEqual({ kind: 'none' })
    expect(saveBase(undefined, '')).toEqual({ kind: 'none' })
    expect(saveBase(undefined, null)).toEqual({ kind: 'none' })
    expect(saveBase(undefined, 12345)).toEqual({ kind: 'none' })
  })

  it('is invalid for anything but an ISO instant with its zone', () => {
    for (const bad of ['yesterday', 'Wed, 26 Nov 2026 08:00:00 GMT', '2026-11-26', '2026-11-26T08:00:00', '2026-13-40T99:00:00Z']) {
      expect(saveBase(bad, undefined).kind, bad).toBe('invalid')
    }
    expect(saveBase(undefined, 'not a date').kind).toBe('invalid')
    expect(saveBase('2026-11-26T16:00:00.123+08:00', undefined)).toEqual({ kind: 'at', at: new Date(at) })
  })
})

describe('stale', () => {
  it('only what is stored later than the base, to the millisecond', () => {
    const base = new Date(at)
    expect(isNewer('2026-11-26T08:00:00.124Z', base)).toBe(true)
    expect(isNewer(at, base)).toBe(false)
    expect(isNewer('2026-11-26T08:00:00.122Z', base)).toBe(false)
    expect(isNewer(null, base)).toBe(false)
    expect(isNewer('garbage', base)).toBe(false)
  })

  it('is explained in the editor’s language, with who and when in Beijing time', () => {
    const zh = staleSaveMessage('zh', '王编辑', '2026-11-26T08:00:00.000Z')
    expect(zh).toContain('王编辑已于2026-11-26 16:00:00（北京时间）保存了此文档')
    expect(zh).toContain('没有任何内容被覆盖')
    const en = staleSaveMessage('en', 'Ann', '2026-11-26T08:00:00.000Z')
    expect(en).toMatch(/^Not saved: Ann saved this document at 2026-11-26 16:00:00 \(Beijing time\)/)
    expect(staleSaveMessage(undefined, null, null)).toMatch(/^未保存：此文档已于您打开之后被保存/)
    expect(staleSaveMessage('en', null, null)).toMatch(/^Not saved: This document was saved, after/)
    expect(badBaseMessage('en')).toContain('If-Match')
    expect(badBaseMessage('zh')).toContain('必须是')
  })
})

describe('autosave history', () => {
  const now = new Date('2026-11-26T12:00:00.000Z')
  const days = (n: number) => new Date(now.getTime() - n * 24 * 3600 * 1000)

  it('keeps everything when there are not more autosaves than the newest kept', () => {
    expect(autosavePruneBefore(null, now)).toBeNull()
    expect(autosavePruneBefore(undefined, now)).toBeNull()
  })

  it('beyond the newest kept, removes only those older than the kept age', () => {
    // The first autosave past the newest kept is recent: only those older than the age go.
    expect(autosavePruneBefore(days(1), now)).toEqual(days(AUTOSAVE_KEEP_DAYS))
    // It is older than the age: it and everything before it go.
    expect(autosavePruneBefore(days(30), now)).toEqual(days(30))
  })
})

describe('a save refused by a lock', () => {
  it('is answered 423 in the editor’s language; other errors are left alone', () => {
    expect(lockedSaveAnswer({ status: 423, name: 'Locked' }, 'zh')?.response.errors[0].message).toContain('另一位编辑正在编辑此文档')
    expect(lockedSaveAnswer({ name: 'Locked' }, 'en')).toMatchObject({ status: 423 })
    expect(lockedSaveAnswer({ status: 423 }, 'en')?.response.errors[0].message).toMatch(/^Not saved: another editor holds/)
    expect(lockedSaveAnswer({ status: 409, name: 'APIError' }, 'zh')).toBeNull()
    expect(lockedSaveAnswer(null, 'zh')).toBeNull()
  })
})

describe('merging a save onto what was saved since its version', () => {
  const fields: MergeField[] = [
    { name: 'title', label: '标题', byId: false },
    { name: 'synopsis', label: '摘要', byId: false },
    { name: 'cover', label: '封面', byId: true },
    { name: 'content', label: '正文', byId: false },
  ]
  const base = { title: 'A', synopsis: null, cover: 5, content: { root: { children: [{ text: 'x' }], type: 'root' } } }

  it('keeps what only the others changed, takes what only this save changed, and agrees where both wrote the same', () => {
    const theirs = { ...base, synopsis: 'theirs', title: 'B' }
    const mine = { ...base, title: 'B', cover: { id: 7 } }
    expect(mergeOntoNewer(fields, base, theirs, mine)).toEqual({ keepTheirs: ['synopsis'], conflicts: [] })
  })

  it('a field both changed differently is a conflict, named by its label', () => {
    const result = mergeOntoNewer(fields, base, { ...base, title: 'B' }, { ...base, title: 'C' })
    expect(result.conflicts.map((f) => f.label)).toEqual(['标题'])
  })

  it('compares references by id, objects whatever their key order, and missing as empty', () => {
    const theirs = { ...base, content: { root: { type: 'root', children: [{ text: 'x' }] } } }
    const mine = { title: 'A', synopsis: undefined, cover: { id: '5', filename: 'a.webp' }, content: base.content }
    expect(mergeOntoNewer(fields, base, theirs, mine)).toEqual({ keepTheirs: [], conflicts: [] })
  })

  it('a field the save does not send is not compared', () => {
    const result = mergeOntoNewer(fields, base, { ...base, title: 'B' }, { synopsis: 'mine' })
    expect(result).toEqual({ keepTheirs: [], conflicts: [] })
  })

  it('the refusal names the fields, who, and that both texts are kept, in the editor language', () => {
    expect(conflictingFieldsMessage('zh', '王编辑', ['标题', '摘要'])).toBe(
      '未保存：在您的修改所基于的版本之后，王编辑也修改了标题、摘要。没有任何内容被覆盖：对方的文字已保存，您的文字仍在您的表单中。请先复制您的文字，刷新页面，再把两者合并。',
    )
    expect(conflictingFieldsMessage('en', null, ['Title'])).toMatch(
      /^Not saved: Another editor changed Title after .* yours is still in your form/,
    )
  })
})

describe('releasing the lock when the admin window closes', () => {
  it('names the document the page edits and the person, and nothing on other pages', () => {
    const news = new URLSearchParams(releaseLockQuery('/admin/collections/news/12', '/admin', 3)!)
    expect(Object.fromEntries(news)).toEqual({
      'where[and][0][document.relationTo][equals]': 'news',
      'where[and][1][document.value][equals]': '12',
      'where[and][2][user.value][equals]': '3',
    })
    const global = new URLSearchParams(releaseLockQuery('/site/admin/globals/home-page', '/admin', 3)!)
    expect(global.get('where[and][0][globalSlug][equals]')).toBe('home-page')
    expect(releaseLockQuery('/admin/collections/news/create', '/admin', 3)).toBeNull()
    expect(releaseLockQuery('/admin/collections/news', '/admin', 3)).toBeNull()
    expect(releaseLockQuery('/en/news', '/admin', 3)).toBeNull()
  })
})
