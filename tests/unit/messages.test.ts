import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { MESSAGE_NAMESPACES } from '@/i18n/request'

const root = path.resolve(__dirname, '../../src/i18n/messages')

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  }
  return [prefix]
}

const read = (locale: string, ns: string): unknown => JSON.parse(fs.readFileSync(path.join(root, locale, `${ns}.json`), 'utf8'))

/** The keys of one language's messages that are missing, extra or empty, against the source language's. */
function messageProblems(source: unknown, other: unknown): string[] {
  const want = new Set(keys(source))
  const have = keys(other)
  const problems = [...want].filter((k) => !have.includes(k)).map((k) => `missing ${k}`)
  problems.push(...have.filter((k) => !want.has(k)).map((k) => `extra ${k}`))
  for (const key of have) {
    // keys() reaches every key through objects, so each step below one is an object.
    const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], other)
    if (!(typeof value === 'string' && value.trim() !== '')) problems.push(`empty ${key}`)
  }
  return problems
}

describe('UI texts', () => {
  it('every namespace file exists in every configured language and is registered', () => {
    const source = fs.readdirSync(path.join(root, DEFAULT_LOCALE)).sort()
    expect(source.map((f) => f.replace(/\.json$/, ''))).toEqual([...MESSAGE_NAMESPACES].sort())
    for (const locale of LOCALES) expect(fs.readdirSync(path.join(root, locale)).sort(), locale).toEqual(source)
  })

  for (const ns of MESSAGE_NAMESPACES) {
    it(`${ns}: the same keys in every configured language, none empty`, () => {
      for (const locale of LOCALES) expect(messageProblems(read(DEFAULT_LOCALE, ns), read(locale, ns)), `${locale} ${ns}`).toEqual([])
    })
  }

  it('reports a missing, an extra and an empty key', () => {
    const source = { a: 'x', b: { c: 'y', d: 'z' } }
    expect(messageProblems(source, { a: 'x', b: { c: ' ', e: 'w' } })).toEqual(['missing b.d', 'extra b.e', 'empty b.c'])
    expect(messageProblems(source, source)).toEqual([])
  })

  it('has the fixed texts of contract 5', () => {
    expect(read('zh', 'common')).toMatchObject({ noData: '暂无数据', loading: '加载中...', noMore: '没有更多数据了' })
    expect(read('en', 'common')).toMatchObject({ noData: 'No data', loading: 'Loading...', noMore: 'No further data available' })
  })
})
