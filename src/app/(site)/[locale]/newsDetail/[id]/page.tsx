import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/pages/Breadcrumbs'
import { JsonLd } from '@/components/pages/JsonLd'
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { pageLocale } from '@/components/pages/params'
import prose from '@/components/pages/prose.module.css'
import { assetUrl, buildMetadata, organizationOf, pageUrl } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { getNews, latestNews, type MessageDetail } from '@/content/news'
import { getSeoFields } from '@/content/seo'
import { isLocale, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { parseIdSegment } from '@/i18n/query-routes'
import { publicPathOf } from '@/lib/public-kinds'
import { shanghaiIso } from '@/lib/seo'
import { newsArticleLd } from '@/lib/structured-data'

import { AdjacentNews, LatestNews } from './NewsNavigation'
import styles from './page.module.css'

type Params = { locale: string; id: string }

export const dynamicParams = true

/** News items are rendered on their first visit and kept until a publish. */
export function generateStaticParams() {
  return []
}

const pathOf = (id: number) => publicPathOf('news', { id }) ?? ''

async function load(locale: Locale, raw: string): Promise<MessageDetail | null> {
  const id = parseIdSegment(raw)
  return id === null ? null : getNews(locale, id)
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, id } = await params
  if (!isLocale(locale)) return {}
  const news = await load(locale, id)
  if (!news) return notFoundMetadata(locale)
  return buildMetadata({
    locale,
    path: pathOf(news.messageId),
    title: news.messageTitle,
    description: news.messageSynopsis,
    image: news.messageUrl ? { url: news.messageUrl, alt: news.messageAlt } : null,
    type: 'article',
    markdown: true,
    publishedTime: shanghaiIso(news.updateTime),
    seo: await getSeoFields('news', locale, news.messageId),
  })
}

export default async function NewsDetailPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const news = await load(locale, (await params).id)
  if (!news) return <NotFoundPage />
  const [t, latest, publisher] = await Promise.all([getTranslations('information'), latestNews(locale, 6), organizationOf(locale)])
  const classLabel = news.messageType === 'video' ? t('classes.video') : t(`classes.${news.messageType}`)
  const listHref = { pathname: '/information', query: { class: news.messageType, type: 'information' } }
  const published = shanghaiIso(news.updateTime)
  const structured = newsArticleLd({
    url: pageUrl(locale, pathOf(news.messageId)),
    headline: news.messageTitle,
    description: news.messageSynopsis,
    image: assetUrl(news.messageUrl),
    published,
    locale,
    publisher,
  })

  return (
    <main className={styles.main}>
      <JsonLd data={structured} />
      <div className={`${shared.container} ${styles.layout}`}>
        <article className={styles.article}>
          <Breadcrumbs
            items={[
              { label: t('title'), href: '/information?class=-1&type=information' },
              { label: classLabel, href: `/information?class=${news.messageType}&type=information` },
              { label: news.messageTitle },
            ]}
          />
          <header className={styles.header}>
            <h1 className={styles.title}>{news.messageTitle}</h1>
            <p className={styles.meta}>
              <span>
                {t('published')}: <time dateTime={published}>{news.updateTime}</time>
              </span>
              <span>
                {t('category')}: <Link href={listHref}>{classLabel}</Link>
              </span>
            </p>
            {news.messageSynopsis ? <p className={styles.synopsis}>{news.messageSynopsis}</p> : null}
          </header>
          {news.messageUrl ? (
            <img
              className={styles.cover}
              src={news.messageUrl}
              srcSet={news.messageSrcSet || undefined}
              sizes={news.messageSrcSet ? '(min-width: 880px) 820px, 100vw' : undefined}
              alt={news.messageAlt}
              width={1280}
              height={720}
              fetchPriority="high"
              decoding="async"
            />
          ) : null}
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: news.messageContent }} />
          <AdjacentNews news={news} listHref={listHref} />
        </article>
        <LatestNews latest={latest.rows} current={news.messageId} />
      </div>
    </main>
  )
}
