'use client'

/**
 * The language switcher (contract 1): goes to the same page with the same query in the other language, and
 * remembers the choice in the cookie and localStorage `language` (src/client/session.ts). The page is rendered by
 * the server in the new language, so its lists (home lists, the Support menu's software list) come in that language.
 */
import { Suspense, useState } from 'react'

import { setLanguage } from '@/client/session'
import type { Locale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation'

import styles from './LanguageSwitcher.module.css'
import { samePageHref } from './nav-model'
import { SearchParamsWatcher } from './SearchParamsWatcher'

/** The page in a language: the base path, `/en` for English (Chinese lives at the root), the path and query. */
function localeHref(target: Locale, pathname: string, search: string): string {
  const base = process.env.NEXT_PUBLIC_BASE_PATH ?? ''
  const path = samePageHref(pathname, search)
  return `${base}${target === 'en' ? '/en' : ''}${path}`
}

export function LanguageSwitcher({ target, label, title }: { target: Locale; label: string; title: string }) {
  // The path without language prefix (next-intl), so the same page in the other language.
  const pathname = usePathname()
  const [search, setSearch] = useState('')
  return (
    <>
      <Suspense fallback={null}>
        <SearchParamsWatcher onChange={(params) => setSearch(params.toString())} />
      </Suspense>
      {/* A full page load: the new language's page (header, lists, menus) comes rendered by the server. */}
      <a
        className={styles.switcher}
        href={localeHref(target, pathname, search)}
        hrefLang={target === 'zh' ? 'zh-CN' : 'en'}
        title={title}
        data-language-switch={target}
        onClick={() => setLanguage(target)}
      >
        <span aria-hidden="true" className={styles.globe} />
        <span lang={target === 'zh' ? 'zh-CN' : 'en'}>{label}</span>
        <span className="sr-only"> – {title}</span>
      </a>
    </>
  )
}
