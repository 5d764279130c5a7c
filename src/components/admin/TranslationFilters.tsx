'use client'
import { useAuth, useTranslation } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'

import { adminLanguageOf, adminText, type Locale } from '@/i18n/locales'
import { translationFilterParam, translationFilterQuery } from '@/lib/translation-filters'
import { translatedLanguages } from '@/lib/translation-state'
import { translationTexts } from '@/lib/translation-texts'

/** Above each list with localized fields, per translated language: "Missing English", "English outdated"; and all. */
export function TranslationFilters() {
  const { i18n } = useTranslation()
  const ui = adminLanguageOf(i18n.language)
  const pathname = usePathname()
  const params = useSearchParams()
  const { user } = useAuth()
  // Sales read published content but not its translation state (src/collections/translation.ts).
  if ((user as { role?: string } | null)?.role === 'sales') return null
  const links = translatedLanguages().flatMap(({ code }) => {
    const locale = code as Locale
    const texts = translationTexts(locale, ui)
    const active = params.get(translationFilterParam(locale))
    return (['missing', 'outdated'] as const).map((state) => ({
      key: `${locale}-${state}`,
      href: `${pathname}?${translationFilterQuery(state, locale)}`,
      text: texts[state],
      current: active === state,
    }))
  })
  const filtered = links.some((link) => link.current)
  return (
    <nav
      aria-label={adminText(ui, { zh: '翻译筛选', en: 'Translation filters' })}
      style={{ display: 'flex', gap: '0.75rem', margin: '0 0 1rem', flexWrap: 'wrap' }}
    >
      {links.map(({ key, href, text, current }) => (
        <a
          key={key}
          href={href}
          aria-current={current ? 'true' : undefined}
          className={`btn btn--size-small ${current ? 'btn--style-primary' : 'btn--style-secondary'}`}
          style={{ margin: 0 }}
        >
          {text}
        </a>
      ))}
      {filtered ? (
        <a href={pathname} className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }}>
          {adminText(ui, { zh: '显示全部', en: 'Show all' })}
        </a>
      ) : null}
    </nav>
  )
}
