import type { MessageRow } from '@/content/news'
import { Link } from '@/i18n/navigation'

import styles from './NewsBlock.module.css'

const detailHref = (id: number) => `/newsDetail?type=information&id=${id}`

/**
 * Home section 2: consulting and events. The first item large, the others as a list. Each card is one link (an
 * `<a>` in a flow container, so it may hold the card's blocks: a heading and a paragraph in `<div>`s).
 */
export function NewsBlock({ news, noData }: { news: MessageRow[]; noData: string }) {
  if (news.length === 0) return <p className={styles.empty}>{noData}</p>
  const [first, ...rest] = news
  const day = (time: string) => time.slice(8, 10)
  const month = (time: string) => time.slice(0, 7)
  return (
    <div className={styles.grid}>
      <article className={styles.lead}>
        <Link href={detailHref(first.messageId)} className={styles.leadLink}>
          <div className={styles.leadMedia}>
            {first.messageUrl ? (
              // On phones this is the largest image of the first screen: fetched at once, not lazily.
              <img src={first.messageUrl} alt="" width={800} height={450} fetchPriority="high" decoding="async" />
            ) : null}
          </div>
          <div className={styles.leadBody}>
            <time className={styles.date} dateTime={first.updateTime.replace(' ', 'T')}>
              {first.updateTime.slice(0, 10)}
            </time>
            <h3 className={styles.leadTitle}>{first.messageTitle}</h3>
            {first.messageSynopsis ? <p className={styles.synopsis}>{first.messageSynopsis}</p> : null}
          </div>
        </Link>
      </article>
      {rest.length > 0 ? (
        <ul className={styles.list}>
          {rest.map((n) => (
            <li key={n.messageId}>
              <Link href={detailHref(n.messageId)} className={styles.item}>
                <time className={styles.stamp} dateTime={n.updateTime.replace(' ', 'T')}>
                  <span className={styles.day}>{day(n.updateTime)}</span>
                  <span className={styles.month}>{month(n.updateTime)}</span>
                </time>
                <div className={styles.itemBody}>
                  <h3 className={styles.itemTitle}>{n.messageTitle}</h3>
                  {n.messageSynopsis ? <span className={styles.itemSynopsis}>{n.messageSynopsis}</span> : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
