import { describe, expect, it } from 'vitest'

import { toCsv } from '@/lib/csv'

describe('toCsv', () => {
  it('starts with a BOM, ends rows with CRLF and quotes cells that need it', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['李工', 'x,"y"'],
        [1, null],
        ['multi\nline', undefined],
      ],
    )
    expect(csv.startsWith('\uFEFFa,b\r\n')).toBe(true)
    expect(csv).toContain('李工,"x,""y"""\r\n')
    expect(csv).toContain('1,\r\n')
    expect(csv).toContain('"multi\nline",\r\n')
  })

  it('neutralises full-width formula signs and leading spaces, and quotes a cell holding another locale’s separator', () => {
    expect(toCsv(['a'], [['＝HYPERLINK("x")'], ['＋1'], ['  =1+2'], ['a;=1+2']])).toBe(
      '\uFEFFa\r\n"\'＝HYPERLINK(""x"")"\r\n\'＋1\r\n\'  =1+2\r\n"a;=1+2"\r\n',
    )
  })

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)']])).toBe(
      '\uFEFFa\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n',
    )
  })
})
