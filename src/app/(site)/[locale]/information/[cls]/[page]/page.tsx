import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { toListItem } from '@/components/pages/list-item'
import { LoadMoreNews } from '@/components/pages/LoadMoreNews'
import { NewsCard } from '@/components/pages/NewsCard'
import { notFoundMetadata, NotFoundPage } from '@/components/pages/NotFoundPage'
import { PageIntro } from '@/components/pages/PageIntro'
import { Pager } from '@/components/pages/Pager'
import { pageLocale } from '@/components/pages/params'
import { buildMetadata } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { listNews } from '@/content/news'
import { listVideos, videoAsMessage } from '@/content/videos'
import { isLocale, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { INFORMATION_CLASSES, type InformationClass } from '@/i18n/query-routes'

import styles from './page.module.css'

type Params = { locale: string; cls: string; page: string }

const PAGE_SIZE = 10
export const dynamicParams = true

/** The first page of every tab is rendered at build time; later pages on their first visit. */
export function generateStaticParams() {
  return INFORMATION_CLASSES.map((cls) => ({ cls, page: '1' }))
}

function parse(params: { cls: string; page: string }): { cls: InformationClass; pageNum: number } | null {
  const cls = (INFORMATION_CLASSES as readonly string[]).includes(params.cls) ? (params.cls as InformationClass) : null
  const pageNum = /^[1-9]\d{0,4}$/.test(params.page) ? Number(params.page) : 0
  return cls && pageNum ? { cls, pageNum } : null
}

const classKey = (cls: InformationClass) => (cls === '-1' ? 'all' : cls)

/** The public address of a tab's page (contract 1). */
function hrefOf(cls: InformationClass, pageNum = 1) {
  return { pathname: '/information', query: { class: cls, type: 'information', ...(pageNum > 1 ? { pageNum: String(pageNum) } : {}) } }
}

function pathOf(cls: InformationClass, pageNum: number): string {
  return `/information?class=${encodeURIComponent(cls)}&type=information${pageNum > 1 ? `&pageNum=${pageNum}` : ''}`
}

async function loadPage(locale: Locale, cls: InformationClass, pageNum: number) {
  const paging = { pageNum, pageSize: PAGE_SIZE }
  if (cls === 'video') {
    const page = await listVideos(locale, paging)
    return { rows: page.rows.map((r) => toListItem(videoAsMessage(r))), total: page.total }
  }
  const page = await listNews(locale, cls === '-1' ? null : cls, paging)
  return { rows: page.rows.map(toListItem), total: page.total }
}

/**
 * The tab's page, or null past its last page. The count comes from the first page (read and cached once per tab), so
 * a page number past the end is a 404 without a read of its own: random page numbers leave nothing in the data cache.
 */
async function load(locale: Locale, cls: InformationClass, pageNum: number) {
  const first = await loadPage(locale, cls, 1)
  if (pageNum > Math.max(1, Math.ceil(first.total / PAGE_SIZE))) return null
  return pageNum === 1 ? first : loadPage(locale, cls, pageNum)
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const raw = await params
  const parsed = parse(raw)
  if (!isLocale(raw.locale)) return {}
  if (!parsed) return notFoundMetadata(raw.locale)
  const { cls, pageNum } = parsed
  if (!(await load(raw.locale, cls, pageNum))) return notFoundMetadata(raw.locale)
  const [t, ti] = await Promise.all([
    getTranslations({ locale: raw.locale, namespace: 'seo' }),
    getTranslations({ locale: raw.locale, namespace: 'information' }),
  ])
  const label = ti(`classes.${classKey(cls)}`)
  const base = cls === '-1' ? t('informationAllTitle') : t('informationTitle', { class: label })
  return buildMetadata({
    locale: raw.locale,
    path: pathOf(cls, pageNum),
    title: pageNum > 1 ? `${base} - ${t('pageSuffix', { page: pageNum })}` : base,
    description: cls === '-1' ? t('informationAllDescription') : t('informationDescription', { class: label }),
  })
}

export default async function InformationPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const parsed = parse(await params)
  if (!parsed) return <NotFoundPage />
  const { cls, pageNum } = parsed
  const [t, tc, tp, data] = await Promise.all([
    getTranslations('information'),
    getTranslations('common'),
    getTranslations('pages'),
    load(locale, cls, pageNum),
  ])
  if (!data) return <NotFoundPage />
  const last = Math.max(1, Math.ceil(data.total / PAGE_SIZE))

  return (
    <main>
      <PageIntro crumbs={[{ label: t('title') }]} title={t('title')} lead={t('lead')} />
      <div className={`${shared.container} ${styles.body}`}>
        <nav className={styles.tabs} aria-label={t('tabsLabel')}>
          <ul>
            {INFORMATION_CLASSES.map((c) => (
              <li key={c}>
                <Link href={hrefOf(c)} className={styles.tab} aria-current={c === cls ? 'page' : undefined}>
                  {t(`classes.${classKey(c)}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {data.rows.length === 0 ? (
          <p className={shared.empty}>{tc('noData')}</p>
        ) : (
          <>
            <ul className={styles.list} data-testid="news-list">
              {data.rows.map((item, i) => (
                <li key={`${item.kind}-${item.id}`}>
                  <NewsCard item={item} lazy={i > 1} priority={i === 0} durationLabel={t('duration')} />
                </li>
              ))}
            </ul>
            <LoadMoreNews
              key={`${cls}-${pageNum}`}
              locale={locale}
              newsClass={cls}
              nextPage={pageNum + 1}
              pageSize={PAGE_SIZE}
              total={data.total}
              shown={(pageNum - 1) * PAGE_SIZE + data.rows.length}
              listClassName={styles.list}
              texts={{ loadMore: tp('loadMore'), loading: tc('loading'), noMore: tc('noMore'), duration: t('duration') }}
            >
              <Pager current={pageNum} last={last} hrefFor={(p) => hrefOf(cls, p)} />
            </LoadMoreNews>
          </>
        )}
      </div>
    </main>
  )
}
