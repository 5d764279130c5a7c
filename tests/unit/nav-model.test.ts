import { describe, expect, it } from 'vitest'

import { buildNavItems, type NavTexts } from '@/components/layout/build-nav'
import { activeKeyFor, hidesFooter, samePageHref, telHref, withType } from '@/components/layout/nav-model'
import type { SoftwareRow } from '@/content/software'
import { LOCALES } from '@/i18n/locales'

const texts: NavTexts = {
  labels: {
    home: 'Home',
    product: 'Products',
    programme: 'Solutions',
    industry: 'Cases',
    information: 'News',
    app: 'Download',
    user: 'Support',
    about: 'About',
    saas: 'SaaS',
  },
  helpDocuments: 'Help',
  updateLogs: 'Logs',
  demonstrationTeaching: 'Teaching',
}

const software = [
  { id: 3, alias: 'eicad', softwareName: 'EICAD' },
  { id: 4, alias: 'airoad', softwareName: '' },
] as SoftwareRow[]

describe('withType (spec 2: menu links carry type)', () => {
  it('sets type and keeps the other query fields', () => {
    expect(withType('/airoad', 'product')).toBe('/airoad?type=product')
    expect(withType('airoad', 'product')).toBe('/airoad?type=product')
    expect(withType('/information?class=-1', 'information')).toBe('/information?class=-1&type=information')
    expect(withType('/about?type=old#team', 'about')).toBe('/about?type=about#team')
  })
  it('leaves external addresses alone', () => {
    expect(withType('https://cloud.example.com/login', 'saas')).toBe('https://cloud.example.com/login')
  })
})

describe('footer and helpers', () => {
  it('hides the footer on download, updateLog and updateLogDetail only', () => {
    expect(hidesFooter('/download')).toBe(true)
    expect(hidesFooter('/updateLog')).toBe(true)
    expect(hidesFooter('/updateLogDetail/')).toBe(true)
    expect(hidesFooter('/pc_index')).toBe(false)
    expect(hidesFooter('/downloads')).toBe(false)
  })
  it('keeps the query for the language switch and writes tel: links', () => {
    expect(samePageHref('/information', '?class=-1&type=information')).toBe('/information?class=-1&type=information')
    expect(samePageHref('/pc_index', '')).toBe('/pc_index')
    expect(telHref('400-000 0000')).toBe('tel:4000000000')
    expect(telHref('+86 10 1234')).toBe('tel:+86101234')
  })
})

describe('buildNavItems', () => {
  const base = { locale: 'en' as const, software, pages: [], saasLoginUrl: 'https://cloud.example.com/login', texts }

  it('builds the Support menu from the software list: help per software and language, update logs, new windows', () => {
    const items = buildNavItems({
      ...base,
      navigation: {
        id: 1,
        items: [
          {
            key: 'user',
            label: 'Support',
            groups: [
              { source: 'helpDocuments' },
              { source: 'links', title: 'Teaching', links: [{ label: 'Teaching', path: '/demonstrationTeaching' }] },
              { source: 'updateLogs' },
            ],
          },
          { key: 'saas', label: 'SaaS' },
        ],
      },
    })
    const user = items.find((i) => i.key === 'user')!
    expect(user.groups.map((g) => g.title)).toEqual(['Help', 'Teaching', 'Logs'])
    expect(user.groups[0].links[0]).toMatchObject({
      label: 'EICAD',
      href: '/helpDocuments?soft=eicad&language=en&type=user',
      newWindow: true,
    })
    // One help link per served language.
    expect(user.groups[0].links[0].variants?.map((v) => v.href)).toEqual(
      LOCALES.map((language) => `/helpDocuments?soft=eicad&language=${language}&type=user`),
    )
    expect(user.groups[0].links[1].label).toBe('airoad')
    expect(user.groups[1].links[0]).toMatchObject({ href: '/demonstrationTeaching?type=user', newWindow: false })
    expect(user.groups[2].links.map((l) => l.href)).toEqual(['/updateLog?softwareId=3&type=user', '/updateLog?softwareId=4&type=user'])
    expect(items.find((i) => i.key === 'saas')).toMatchObject({ href: 'https://cloud.example.com/login', external: true })
  })

  it('falls back to the spec menu when the navigation global is empty', () => {
    const items = buildNavItems({
      ...base,
      navigation: null,
      pages: [{ slug: 'airoad', title: 'AIRoad', summary: '', category: 'product' }],
    })
    expect(items.map((i) => i.key)).toEqual(['home', 'product', 'information', 'app', 'user', 'about', 'saas'])
    expect(items.find((i) => i.key === 'information')?.href).toBe('/information?class=-1&type=information')
    expect(items.find((i) => i.key === 'product')?.groups[0].links[0].href).toBe('/airoad?type=product')
  })

  it('knows which item a page belongs to (activeIndex)', () => {
    const items = buildNavItems({
      ...base,
      navigation: null,
      pages: [{ slug: 'airoad', title: 'AIRoad', summary: '', category: 'product' }],
    })
    expect(activeKeyFor(items, '/airoad', null)).toBe('product')
    expect(activeKeyFor(items, '/airoad', 'industry')).toBe('product')
    expect(activeKeyFor(items, '/whatever', 'about')).toBe('about')
    expect(activeKeyFor(items, '/pc_index', null)).toBe('home')
    expect(activeKeyFor(items, '/unknown', null)).toBe(null)
  })
})
