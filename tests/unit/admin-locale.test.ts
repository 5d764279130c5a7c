import { describe, expect, it } from 'vitest'

import { contentLanguageName, createViewLocaleRedirect } from '@/lib/admin-locale'

describe('a new document opens in the default language', () => {
  it('sends a create view without a language to the default one, keeping the rest of its query', () => {
    expect(createViewLocaleRedirect('/admin/collections/news/create', '', 'zh')).toBe('?locale=zh')
    expect(createViewLocaleRedirect('/admin/collections/news/create/', '?depth=1', 'zh')).toBe('?depth=1&locale=zh')
    expect(createViewLocaleRedirect('/admin/collections/pages/create', '?locale=', 'zh')).toBe('?locale=zh')
  })

  it('leaves a create view that names its language, and every other admin path, alone', () => {
    expect(createViewLocaleRedirect('/admin/collections/news/create', '?locale=en', 'zh')).toBeNull()
    expect(createViewLocaleRedirect('/admin/collections/news/12', '', 'zh')).toBeNull()
    expect(createViewLocaleRedirect('/admin/collections/news', '', 'zh')).toBeNull()
    expect(createViewLocaleRedirect('/admin/globals/home-page', '', 'zh')).toBeNull()
    expect(createViewLocaleRedirect('/admin/collections/create', '', 'zh')).toBeNull()
    expect(createViewLocaleRedirect('/admin/collections/news/12/create', '', 'zh')).toBeNull()
  })

  it('follows another admin route', () => {
    expect(createViewLocaleRedirect('/cms/collections/news/create', '', 'zh', '/cms')).toBe('?locale=zh')
    expect(createViewLocaleRedirect('/admin/collections/news/create', '', 'zh', '/cms')).toBeNull()
  })
})

describe('the content language in the admin language', () => {
  it('names Chinese and English in both admin languages', () => {
    expect(contentLanguageName('zh', 'zh')).toBe('中文')
    expect(contentLanguageName('en', 'zh')).toBe('英文 English')
    expect(contentLanguageName('zh', 'en')).toBe('Chinese (中文)')
    expect(contentLanguageName('en', 'en')).toBe('English')
  })
})
