/**
 * The context of a call to action (src/lib/contact-context.ts): links to the contact page get the page's product or
 * solution and the kind of request their label says; the contact page's query route keeps both as path segments
 * (rendered once and cached), and malformed values are left out.
 */
import { describe, expect, it } from 'vitest'

import { publicHrefOfInternal, resolveQueryRoute } from '@/i18n/query-routes'
import { contactHref, contextProductOf, kindOfLabel } from '@/lib/contact-context'

describe('links of a call to action', () => {
  it.each([
    ['申请试用', 'trial'],
    ['预约演示', 'demo'],
    ['获取报价', 'quote'],
    ['咨询方案', 'consultation'],
    ['Request a trial', 'trial'],
    ['Book a demo', 'demo'],
    ['Get a quote', 'quote'],
    ['Talk to us', 'consultation'],
    ['联系我们', null],
  ])('%s asks for %s', (label, kind) => {
    expect(kindOfLabel(label)).toBe(kind)
  })

  it('add the product and the kind to a link to the contact page only', () => {
    expect(contactHref('/contact', '申请试用', 'eicad')).toBe('/contact?product=eicad&kind=trial')
    expect(contactHref('/en/contact', 'Book a demo', 'eicad')).toBe('/en/contact?product=eicad&kind=demo')
    expect(contactHref('/contact', '联系我们', null)).toBe('/contact')
    expect(contactHref('/download', '申请试用', 'eicad')).toBe('/download')
    expect(contactHref('https://example.com/contact', '申请试用', 'eicad')).toBe('https://example.com/contact')
  })

  it('keep what the editor wrote in the link', () => {
    expect(contactHref('/contact?kind=quote', '申请试用', 'eicad')).toBe('/contact?kind=quote&product=eicad')
    expect(contactHref('/contact?product=ticad', '预约演示', 'eicad')).toBe('/contact?product=ticad&kind=demo')
  })

  it('name the page only on product and solution pages', () => {
    expect(contextProductOf({ category: 'product' }, 'eicad')).toBe('eicad')
    expect(contextProductOf({ category: 'solution' }, 'vr')).toBe('vr')
    expect(contextProductOf({ category: 'about' }, 'about')).toBeNull()
  })
})

describe('the contact page as a query route', () => {
  const rewrite = (query: string) => resolveQueryRoute('/contact', new URLSearchParams(query), 'zh')

  it('keeps product and kind as segments, leaves out malformed ones', () => {
    expect(rewrite('')).toEqual({ rewrite: '/contact/_all/_all' })
    expect(rewrite('product=eicad&kind=demo')).toEqual({ rewrite: '/contact/eicad/demo' })
    expect(rewrite('product=Report3D')).toEqual({ rewrite: '/contact/Report3D/_all' })
    expect(rewrite('kind=lunch&product=../etc')).toEqual({ rewrite: '/contact/_all/_all' })
  })

  it('sends an internal path to its public address', () => {
    expect(publicHrefOfInternal('/contact/eicad/demo')).toBe('/contact?product=eicad&kind=demo')
    expect(publicHrefOfInternal('/contact/_all/_all')).toBe('/contact')
    expect(publicHrefOfInternal('/contact/_all/lunch')).toBeNull()
  })
})
