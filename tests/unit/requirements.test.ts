import { describe, expect, it } from 'vitest'

import { parseRequirements } from '@/lib/requirements'

describe('parseRequirements', () => {
  it('reads one requirement per line, at the first colon (Chinese or Latin)', () => {
    expect(parseRequirements('操作系统：Windows 10/11 64 位\r\n\n  Memory: 16 GB (32 GB: large models)  \n')).toEqual([
      { item: '操作系统', value: 'Windows 10/11 64 位' },
      { item: 'Memory', value: '16 GB (32 GB: large models)' },
    ])
  })

  it('keeps a line without an item as a value of its own, and nothing of empty input', () => {
    expect(parseRequirements('需要加密锁驱动\n：说明')).toEqual([
      { item: '', value: '需要加密锁驱动' },
      { item: '', value: '说明' },
    ])
    expect(parseRequirements('')).toEqual([])
    expect(parseRequirements(null)).toEqual([])
  })
})
