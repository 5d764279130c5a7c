import { describe, expect, it } from 'vitest'

import { publicSecurityFilingLink } from '@/lib/filing'

describe('the public security filing link', () => {
  it("links to the national platform's query for the number's record code", () => {
    expect(publicSecurityFilingLink('京公网安备 11010802041276号', '')).toBe(
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010802041276',
    )
  })
  it("keeps an editor's own address", () => {
    expect(publicSecurityFilingLink('京公网安备 11010802041276号', ' https://example.com/filing ')).toBe('https://example.com/filing')
  })
  it('a number without digits links to the platform itself', () => {
    expect(publicSecurityFilingLink('备案中', '')).toBe('https://beian.mps.gov.cn/')
  })
})
