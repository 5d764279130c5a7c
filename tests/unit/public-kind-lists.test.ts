import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { kindLists } from '../../scripts/public-kind-lists'

describe('lists of public content kinds outside their table (npm run check:public-kinds)', () => {
  it('finds an array, a union or an object’s values naming two kinds or more, in code only', () => {
    const code = [
      "// a comment naming 'news' and 'videos' is not a list",
      "const shown = ['news', 'videos']",
      "type Kind = 'news' | 'pages' | 'other'",
      "const child = { teaching: 'teaching-albums', logs: 'update-logs' }",
      'const sections = { news: 1, videos: 2 }',
      "const one = ['news', 'about']",
    ].join('\n')
    expect(kindLists('page.tsx', code).map((l) => `${l.line}:${l.slugs.join(',')}`)).toEqual([
      '2:news,videos',
      '3:news,pages',
      '4:teaching-albums,update-logs',
    ])
  })

  it('a line (or the line above) that says why is excused', () => {
    const code = ['// public-kinds-ok: cache tags', "const tags = ['news', 'videos']", "const kinds = ['news', 'videos']"].join('\n')
    expect(kindLists('x.ts', code).map((l) => l.line)).toEqual([3])
  })

  it('passes on the project as it is', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/public-kind-lists.ts'], { encoding: 'utf8' })
    expect(out).toContain('outside src/lib/public-kinds.ts: 0')
  })
})
