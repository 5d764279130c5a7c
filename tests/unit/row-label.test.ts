import { describe, expect, it } from 'vitest'

import { rowLabel } from '@/lib/row-label'

const button = { zh: '按钮', en: 'Button' }

describe('rowLabel', () => {
  it('names a row by its own words, numbered from 01', () => {
    expect(rowLabel({ label: '联系我们', url: '/about' }, 0, button, 'zh')).toBe('01 · 联系我们')
    expect(rowLabel({ title: 'Bridge design', text: 'long text' }, 11, button, 'en')).toBe('12 · Bridge design')
  })

  it('without words of its own: the list’s singular name in the admin language, never "Item 01"', () => {
    expect(rowLabel({ image: 12 }, 1, button, 'zh')).toBe('按钮 02')
    expect(rowLabel({ image: 12 }, 1, button, 'en')).toBe('Button 02')
    expect(rowLabel({ label: '   ' }, 0, undefined, 'en')).toBe('Row 01')
    expect(rowLabel(undefined, undefined, undefined, 'zh')).toBe('行 01')
  })

  it('shortens long text and never shows an object', () => {
    const label = rowLabel({ title: 'x'.repeat(100) }, 0, button, 'en')
    expect(label.length).toBeLessThanOrEqual(65)
    expect(rowLabel({ title: { zh: '标题' } }, 0, button, 'zh')).toBe('按钮 01')
  })
})
