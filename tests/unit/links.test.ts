import { describe, expect, it } from 'vitest'

import {
  isAllowedLink,
  isExternalHref,
  linkMessage,
  linkProblem,
  routeNameMessage,
  safeLink,
  safeRouteName,
  unsafeRichTextLinks,
  withoutUnsafeRichTextLinks,
} from '@/lib/links'

describe('editor links', () => {
  it('accept http(s), mailto, tel and addresses on this site', () => {
    for (const good of [
      'https://www.example.com/',
      'http://example.com/path?q=1#x',
      'HTTPS://cloud.example.com/login',
      'https://例子.cn/产品',
      'mailto:sales@example.com',
      'mailto:sales@example.com?subject=Hello%20there',
      'tel:+86-10-12345678',
      'tel:4008001234',
      '/about',
      '/newsDetail?type=information&id=12',
      '/en/airoad#contact',
      'news/eicad1',
      '?class=-1',
      '#top',
      '  /contact  ',
      '',
      null,
      undefined,
    ]) {
      expect(linkProblem(good), String(good)).toBeNull()
      expect(isAllowedLink(good), String(good)).toBe(true)
    }
    expect(safeLink('  https://www.example.com/  ')).toBe('https://www.example.com/')
    expect(safeLink('/about')).toBe('/about')
  })

  it('refuse every other scheme, whatever its case or disguise', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '  javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://files.example.com/',
      'about:blank',
      'blob:https://www.example.com/1',
    ]) {
      expect(isAllowedLink(bad), JSON.stringify(bad)).toBe(false)
      expect(safeLink(bad), JSON.stringify(bad)).toBe('')
    }
    expect(linkProblem('javascript:alert(1)')).toBe('scheme')
  })

  it('refuse addresses that a browser reads as another site or cannot read', () => {
    for (const bad of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'https:evil.example',
      'https:///evil.example',
      'http://',
      'https:// example.com',
      '/about me',
      'mailto:',
      'mailto:nobody',
      'tel:',
      'tel:call-me',
      `/${'a'.repeat(3000)}`,
      42,
      { href: '/x' },
    ]) {
      expect(isAllowedLink(bad), JSON.stringify(bad)).toBe(false)
      expect(safeLink(bad), JSON.stringify(bad)).toBe('')
    }
  })

  it('explain the rule in the editor’s language', () => {
    expect(linkMessage('zh')).toContain('链接无效')
    expect(linkMessage(undefined)).toContain('链接无效')
    expect(linkMessage('en')).toContain('Invalid link')
    expect(linkMessage('en')).toMatch(/http:\/\/ or https:\/\/.*mailto:.*tel:/)
  })
})

describe('page route names', () => {
  it('keep names of pages and refuse anything that leaves the site', () => {
    expect(safeRouteName('airoad')).toBe('airoad')
    expect(safeRouteName('/news/build1')).toBe('news/build1')
    expect(safeRouteName('Report3D')).toBe('Report3D')
    for (const bad of ['\\evil.example', '/\\evil.example', 'a//b', 'javascript:alert(1)', 'a b', 'x?y=1', '../x', '', null]) {
      expect(safeRouteName(bad), String(bad)).toBe('')
    }
    expect(routeNameMessage('en')).toContain('Invalid page route')
    expect(routeNameMessage('zh')).toContain('页面路由名无效')
  })
})

describe('links in rich text', () => {
  const link = (url: string, extra: Record<string, unknown> = {}) => ({
    type: 'link',
    version: 3,
    fields: { url, linkType: 'custom', newTab: false, ...extra },
    children: [{ type: 'text', text: `to ${url}`, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
  })
  const doc = <Child>(...children: Child[]) => ({
    root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: [{ type: 'paragraph', version: 1, children }] },
  })

  it('finds the links an editor may not save, automatic links too, but not links to a document', () => {
    const state = doc(
      link('https://www.example.com/'),
      link('javascript:alert(1)'),
      { ...link('data:text/html,x'), type: 'autolink' },
      link('javascript:ignored', { linkType: 'internal', doc: { relationTo: 'pages', value: 1 } }),
    )
    expect(unsafeRichTextLinks(state).sort()).toEqual(['data:text/html,x', 'javascript:alert(1)'])
    expect(unsafeRichTextLinks(doc(link('/about'), link('mailto:a@example.com')))).toEqual([])
    expect(unsafeRichTextLinks(null)).toEqual([])
  })

  it('empties their address in a copy, keeping the text and the other links', () => {
    const state = doc(link('https://www.example.com/'), link('/\\evil.example'))
    const cleaned = withoutUnsafeRichTextLinks(state)
    expect(cleaned).not.toBe(state)
    const [good, bad] = cleaned.root.children[0].children
    expect(good.fields.url).toBe('https://www.example.com/')
    expect(bad.fields.url).toBe('')
    expect(bad.children[0].text).toBe('to /\\evil.example')
    expect(state.root.children[0].children[1].fields.url).toBe('/\\evil.example')
    const clean = doc(link('/about'))
    expect(withoutUnsafeRichTextLinks(clean)).toBe(clean)
  })
})

describe('isExternalHref', () => {
  it('is true for another site, mail, phone and any scheme; false for a page of this site', () => {
    for (const href of ['https://example.com/x', 'HTTP://a.b', '//cdn.example.com/a.png', 'mailto:sales@example.com', 'tel:+861062895170'])
      expect(isExternalHref(href), href).toBe(true)
    for (const href of ['/airoad', '/contact?type=trial', 'airoad', '#top', '/a:b']) expect(isExternalHref(href), href).toBe(false)
  })
})
