import { getTranslations, setRequestLocale } from 'next-intl/server'

import { listBanners } from '@/content/banners'
import { getSiteSettings } from '@/content/globals'
import { latestNews } from '@/content/news'
import { isLocale } from '@/i18n/locales'

/** The home page (the full page with its eight sections is built on this). */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'zh'
  setRequestLocale(locale)
  const [settings, banners, news, t] = await Promise.all([
    getSiteSettings(locale),
    listBanners(locale),
    latestNews(locale, 6),
    getTranslations('common'),
  ])
  return (
    <main>
      <h1>{settings.companyName}</h1>
      <ul>
        {banners.map((b) => (
          <li key={b.bannerId}>{b.bannerTitle}</li>
        ))}
      </ul>
      {news.rows.length === 0 ? (
        <p>{t('noData')}</p>
      ) : (
        <ul>
          {news.rows.map((n) => (
            <li key={n.messageId}>
              {n.messageTitle} <time>{n.updateTime}</time>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
