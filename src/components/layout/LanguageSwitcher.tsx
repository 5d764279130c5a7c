'use client'

/**
 * The language switcher (contract 1): with two languages a link to the other one; with more (the table of
 * src/i18n/locales.ts) a menu of the others, each named in its own script. Each link goes through the server's `/switch-language`, which answers
 * with the same page and query in the other language, or with the nearest page that exists there when the item is
 * not translated yet (src/content/language-versions.ts). It remembers the choice in the cookie and localStorage
 * `language` (src/client/session.ts; the server sets the cookie too, for browsers without JavaScript). The page is
 * rendered by the server in the new language, so its lists come in that language.
 */
import { Suspense, useState } from 'react'

import { setLanguage } from '@/client/session'
import { publicBasePath } from '@/env-public'
import { LANGUAGES, languageTag, type Locale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation'
import { switchHref } from '@/lib/language-switch'
import { localizedPath } from '@/lib/seo'

import styles from './LanguageSwitcher.module.css'
import { samePageHref } from './nav-model'
import { SearchParamsWatcher } from './SearchParamsWatcher'

/**
 * The switch's address: with the page's path and query once the browser knows them; in the server's HTML the
 * query is not known (the page is shared by every query), so the switch reads the page from the Referer.
 */
function switchLink(current: Locale, target: Locale, pathname: string, search: string | null): string {
  const base = publicBasePath()
  return switchHref(base, target, search === null ? undefined : localizedPath(current, samePageHref(pathname, search)))
}

export function LanguageSwitcher({
  current,
  targets,
  label,
  title,
  menuLabel,
}: {
  current: Locale
  /** The languages offered: the other one, or (past two languages) the others. */
  targets: readonly Locale[]
  /** The link's words with two languages ("English" on a Chinese page). */
  label: string
  /** What the link does ("切换到英文版"). */
  title: string
  /** What the menu holds, past two languages ("选择语言"). */
  menuLabel: string
}) {
  // The path without language prefix (next-intl), so the same page in the other language.
  const pathname = usePathname()
  const [search, setSearch] = useState<string | null>(null)
  const watcher = (
    <Suspense fallback={null}>
      <SearchParamsWatcher onChange={(params) => setSearch(params.toString())} />
    </Suspense>
  )
  // A full page load: the new language's page (header, lists, menus) comes rendered by the server.
  const linkTo = (target: Locale) => ({
    href: switchLink(current, target, pathname, search),
    rel: 'nofollow',
    hrefLang: languageTag(target),
    'data-language-switch': target,
    onClick: () => setLanguage(target),
  })
  if (targets.length === 1) {
    const [target] = targets
    return (
      <>
        {watcher}
        <a className={styles.switcher} title={title} {...linkTo(target)}>
          <span aria-hidden="true" className={styles.globe} />
          <span lang={languageTag(target)}>{label}</span>
          <span className="sr-only"> – {title}</span>
        </a>
      </>
    )
  }
  // A disclosure: it opens and closes without JavaScript, and each language is a plain link.
  return (
    <>
      {watcher}
      <details className={styles.menu} data-language-menu="">
        <summary className={styles.switcher} title={menuLabel}>
          <span aria-hidden="true" className={styles.globe} />
          <span lang={languageTag(current)}>{LANGUAGES[current].label}</span>
          <span className="sr-only"> – {menuLabel}</span>
        </summary>
        <ul className={styles.options}>
          {targets.map((target) => (
            <li key={target}>
              <a lang={languageTag(target)} {...linkTo(target)}>
                {LANGUAGES[target].label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </>
  )
}
