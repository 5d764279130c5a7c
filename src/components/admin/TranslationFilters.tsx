'use client'
import { useAuth, useTranslation } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'

import { adminInEnglish } from '@/i18n/locales'
import { translationFilterQuery } from '@/lib/translation-filters'

/** Above each list with localized fields: "Missing English", "English outdated", and back to all. */
export function TranslationFilters() {
  const { i18n } = useTranslation()
  const zh = !adminInEnglish(i18n.language)
  const pathname = usePathname()
  const params = useSearchParams()
  const { user } = useAuth()
  const active = params.get('where[translation.enState][equals]')
  // Sales read published content but not its translation state (src/collections/translation.ts).
  if ((user as { role?: string } | null)?.role === 'sales') return null
  const links = [
    { state: 'missing', text: zh ? '缺少英文' : 'Missing English' },
    { state: 'outdated', text: zh ? '英文待更新' : 'English outdated' },
  ] as const
  return (
    <nav
      aria-label={zh ? '翻译筛选' : 'Translation filters'}
      style={{ display: 'flex', gap: '0.75rem', margin: '0 0 1rem', flexWrap: 'wrap' }}
    >
      {links.map(({ state, text }) => (
        <a
          key={state}
          href={`${pathname}?${translationFilterQuery(state)}`}
          aria-current={active === state ? 'true' : undefined}
          className={`btn btn--size-small ${active === state ? 'btn--style-primary' : 'btn--style-secondary'}`}
          style={{ margin: 0 }}
        >
          {text}
        </a>
      ))}
      {active ? (
        <a href={pathname} className="btn btn--size-small btn--style-secondary" style={{ margin: 0 }}>
          {zh ? '显示全部' : 'Show all'}
        </a>
      ) : null}
    </nav>
  )
}
