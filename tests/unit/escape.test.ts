import { describe, expect, it } from 'vitest'

import { escapeMarkup } from '@/lib/escape'

describe('escapeMarkup', () => {
  it('writes the five characters that could end a text or an attribute as entities, and nothing else', () => {
    expect(escapeMarkup(`<a href="x?a=1&b='2'">`)).toBe('&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;')
    expect(escapeMarkup('互通立交 K36 · 5201314')).toBe('互通立交 K36 · 5201314')
    // Already escaped text is escaped again: the function never guesses what its caller meant.
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;')
  })
})
