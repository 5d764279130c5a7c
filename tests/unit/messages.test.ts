import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { MESSAGE_NAMESPACES } from '@/i18n/request'

const root = path.resolve(__dirname, '../../src/i18n/messages')

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  }
  return [prefix]
}

const read = (locale: string, ns: string): unknown => JSON.parse(fs.readFileSync(path.join(root, locale, `${ns}.json`), 'utf8'))

describe('UI texts', () => {
  it('every namespace file exists in both languages and is registered', () => {
    const zh = fs.readdirSync(path.join(root, 'zh')).sort()
    const en = fs.readdirSync(path.join(root, 'en')).sort()
    expect(zh).toEqual(en)
    expect(zh.map((f) => f.replace(/\.json$/, ''))).toEqual([...MESSAGE_NAMESPACES].sort())
  })

  for (const ns of MESSAGE_NAMESPACES) {
    it(`${ns}: the same keys in zh and en, none empty`, () => {
      const zh = read('zh', ns)
      const en = read('en', ns)
      expect(keys(zh).sort()).toEqual(keys(en).sort())
      for (const [locale, messages] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        for (const key of keys(messages)) {
          // keys() reaches every key through objects, so each step below one is an object.
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages)
          expect(typeof value === 'string' && value.trim() !== '', `${locale} ${ns}.${key}`).toBe(true)
        }
      }
    })
  }

  it('has the fixed texts of contract 5', () => {
    expect(read('zh', 'common')).toMatchObject({ noData: '暂无数据', loading: '加载中...', noMore: '没有更多数据了' })
    expect(read('en', 'common')).toMatchObject({ noData: 'No data', loading: 'Loading...', noMore: 'No further data available' })
  })
})
