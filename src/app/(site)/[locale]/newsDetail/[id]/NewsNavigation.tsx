import { getTranslations } from 'next-intl/server'
import type { ComponentProps } from 'react'

import shared from '@/components/pages/shared.module.css'
import type { MessageDetail, MessageRow } from '@/content/news'
import { Link } from '@/i18n/navigation'
import { shanghaiIso } from '@/lib/seo'

import styles from './page.module.css'

const newsHref = (id: number) => ({ pathname: '/newsDetail', query: { type: 'information', id: String(id) } })

/** The previous and next news of an article, and the way back to its list. */
export async function AdjacentNews({ news, listHref }: { news: MessageDetail; listHref: ComponentProps<typeof Link>['href'] }) {
  const t = await getTranslations('information')
  return (
    <nav className={styles.adjacent} aria-label={t('articleNav')}>
      <p>
        <span className={styles.adjacentLabel}>{t('previous')}: </span>
        {news.prevMessage ? <Link href={newsHref(news.prevMessage.messageId)}>{news.prevMessage.messageTitle}</Link> : t('none')}
      </p>
      <p>
        <span className={styles.adjacentLabel}>{t('next')}: </span>
        {news.nextMessage ? <Link href={newsHref(news.nextMessage.messageId)}>{news.nextMessage.messageTitle}</Link> : t('none')}
      </p>
      <p>
        <Link href={listHref} className={`${shared.button} ${shared.buttonGhost}`}>
          {t('backToList')}
        </Link>
      </p>
    </nav>
  )
}

/** The latest news beside an article: five of them, the article itself left out. */
export async function LatestNews({ latest, current }: { latest: MessageRow[]; current: number }) {
  const t = await getTranslations('information')
  return (
    <aside className={styles.aside} aria-labelledby="latest-heading">
      <h2 id="latest-heading" className={styles.asideHeading}>
        {t('latest')}
      </h2>
      <ul className={styles.latest}>
        {latest
          .filter((row) => row.messageId !== current)
          .slice(0, 5)
          .map((row) => (
            <li key={row.messageId}>
              <Link href={newsHref(row.messageId)}>{row.messageTitle}</Link>
              <time dateTime={shanghaiIso(row.updateTime)}>{row.updateTime.slice(0, 10)}</time>
            </li>
          ))}
      </ul>
    </aside>
  )
}
