import { describe, expect, it } from 'vitest'

import { tsQueryLiteral, vectorLiteral } from '@/content/search/postgres-store'
import { ftsQuery } from '@/content/search/sqlite-store'
import {
  corrections,
  indexTerms,
  knows,
  markerOf,
  markHtml,
  parseQuery,
  QUERY_MAX_TERMS,
  snippetHtml,
  termOf,
  vocabulary,
  vocabularyOf,
  withinOneEdit,
  words,
} from '@/lib/search-text'

describe('cutting text into terms', () => {
  it('cuts Chinese into words with ICU, then indexes each run as its overlapping character pairs', () => {
    expect(words('互通立交设计')).toEqual(['互通', '立', '交', '设计'])
    const terms = indexTerms('互通立交设计')
    expect(terms.slice(0, 4)).toEqual(['互通', '立', '交', '设计'])
    expect(terms.slice(4)).toEqual(['', '互通', '通立', '立交', '交设', '设计'])
  })

  it('keeps versions, names and mixed text whole, lower-cased', () => {
    expect(words('EICAD 6.3 发布，BIM 正向设计！')).toEqual(['eicad', '6.3', '发布', 'bim', '正向', '设计'])
    expect(words('Report3D v2.1-beta')).toEqual(['report3d', 'v2.1', 'beta'])
  })

  it('stems English words of four letters or more, never names and short words', () => {
    expect(termOf('interchanges')).toBe(termOf('interchange'))
    expect(termOf('tunnels')).toBe('tunnel')
    expect(termOf('bim')).toBe('bim')
    expect(termOf('6.3')).toBe('6.3')
  })
})

describe('parsing a query', () => {
  it('makes one term of a Chinese run, matched as its character pairs or its words', () => {
    const [term] = parseQuery('互通立交')
    expect(term.phrases).toEqual([
      ['互通', '通立', '立交'],
      ['互通', '立', '交'],
    ])
    expect(parseQuery('梁场')[0].phrases).toEqual([['梁场'], ['梁', '场']])
    // A word ICU keeps whole is one pair: one phrase.
    expect(parseQuery('互通')[0].phrases).toEqual([['互通']])
    // A single character: as a word, or the first of a pair.
    expect(parseQuery('梁')[0]).toMatchObject({ phrases: [['梁']], prefix: true })
  })

  it('splits mixed text into terms, drops duplicates, the last English word a prefix', () => {
    const terms = parseQuery('BIM 正向设计 bim interch')
    expect(terms.map((t) => t.text)).toEqual(['bim', '正向设计', 'interch'])
    expect(terms.at(-1)).toMatchObject({ prefix: true, typoTolerant: true })
    expect(terms[0].prefix).toBe(false)
  })

  it('passes no operator or punctuation on', () => {
    for (const raw of ['"', '*', '%', "'--", 'NEAR(', '(', ':*', '&|!', '<->', '{title}:']) {
      const terms = parseQuery(raw)
      const all = terms.flatMap((t) => t.phrases.flat()).join(' ')
      expect(all, raw).not.toMatch(/["*%'():&|!<>{}-]/)
    }
    expect(parseQuery('"*" %')).toEqual([])
    // Operator words are words: searched for, quoted.
    expect(ftsQuery('en', parseQuery('OR NEAR'))).toBe('locale : "en" AND {title body} : (("or") AND ("near" *))')
  })

  it('reads at most QUERY_MAX_TERMS terms', () => {
    expect(parseQuery('a b c d e f g h i j k l').length).toBe(QUERY_MAX_TERMS)
  })
})

describe('typos', () => {
  it('recognises one insertion, deletion, substitution or swap, not two', () => {
    expect(withinOneEdit('interchange', 'interchnge')).toBe(true)
    expect(withinOneEdit('interchange', 'interchangee')).toBe(true)
    expect(withinOneEdit('interchange', 'interchanqe')).toBe(true)
    expect(withinOneEdit('interchange', 'interchagne')).toBe(true)
    expect(withinOneEdit('interchange', 'intrchnge')).toBe(false)
    expect(withinOneEdit('tunnel', 'funnels')).toBe(false)
  })

  it('corrects to the words one edit from the word, or whose stem is one edit from its stem', () => {
    const words = vocabularyOf('Interchanges and tunnels; bridge alignment design')
    expect(words).toEqual(['interchanges', 'tunnels', 'bridge', 'alignment', 'design'])
    const known = vocabulary(words)
    expect(knows(known, 'tunnels')).toBe(true)
    expect(knows(known, 'tunn')).toBe(false)
    expect(knows(known, 'tunn', true)).toBe(true)
    expect(corrections('interchnge', known)).toEqual(['interchanges'])
    expect(corrections('algnment', known)).toEqual(['alignment'])
    expect(corrections('tunel', known)).toEqual(['tunnels'])
    expect(corrections('bridges', known)).toEqual(['bridge'])
    expect(corrections('brxdgxs', known)).toEqual([])
  })
})

describe('the stores get the same terms', () => {
  it('FTS5: one language, quoted phrases, prefixes, every term required', () => {
    const terms = parseQuery('互通 interch')
    expect(ftsQuery('zh', terms)).toBe('locale : "zh" AND {title body} : (("互通") AND ("interch" *))')
    expect(ftsQuery('zh', parseQuery('立交'))).toBe('locale : "zh" AND {title body} : (("立交" OR "立 交"))')
  })

  it('PostgreSQL: a tsvector with weights and positions, a tsquery of quoted lexemes', () => {
    const vector = vectorLiteral('互通立交', "It's 6.3")
    expect(vector).toContain("'互通':1A")
    expect(vector).toContain("'6.3'")
    // An apostrophe is not part of a word, so no lexeme carries a quote to escape.
    expect(vector).toMatch(/'its':\d+B/)
    expect(tsQueryLiteral(parseQuery('立交 tunnels'))).toBe("(('立交') | ('立' <-> '交')) & (('tunnels':*) | ('tunnel'))")
    expect(tsQueryLiteral(parseQuery('立交'), true)).toBe("(('立交':A) | ('立':A <-> '交':A))")
  })
})

describe('snippets', () => {
  it('marks Chinese as typed and English by stem or prefix, escaping everything else', () => {
    const marker = markerOf(parseQuery('梁场 interchange'))
    expect(markHtml('Two <b>interchanges</b> near 预制梁场', marker)).toBe(
      'Two &lt;b&gt;<mark>interchanges</mark>&lt;/b&gt; near 预制<mark>梁场</mark>',
    )
  })

  it('cuts a passage around the first match with ellipses', () => {
    const text = `${'开头的文字。'.repeat(30)}这里讲隧道设计。${'结尾的文字。'.repeat(30)}`
    const snippet = snippetHtml(text, markerOf(parseQuery('隧道')), 60)
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet.endsWith('…')).toBe(true)
    expect(snippet).toContain('<mark>隧道</mark>')
    expect(snippet.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(64)
  })

  it('without a match, the start of the text', () => {
    expect(snippetHtml('Alignment & profile', markerOf(parseQuery('tunnel')))).toBe('Alignment &amp; profile')
  })
})
