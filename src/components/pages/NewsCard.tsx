import { PlayIcon } from '@/components/icons/MediaIcons'
import { Link } from '@/i18n/navigation'
import { clockDuration } from '@/lib/seo'

import { type ListItem, listItemHref } from './list-item'
import styles from './NewsCard.module.css'

/**
 * A news item or video in a list: cover, title, synopsis and date; the whole card is one link. Rendered on the
 * server and, for the items "load more" appends, in the browser: its one text (`durationLabel`, "Duration" before a
 * video's length, for screen readers) comes as a prop.
 */
export function NewsCard({
  item,
  lazy = true,
  priority = false,
  headingLevel = 2,
  tile = false,
  durationLabel,
}: {
  item: ListItem
  lazy?: boolean
  /** The list's first picture, likely the page's largest: fetched before the others. */
  priority?: boolean
  headingLevel?: 2 | 3
  /** Image above the text (grids) instead of beside it (the news list). */
  tile?: boolean
  /** information.duration in the messages. */
  durationLabel: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={tile ? `${styles.card} ${styles.tile}` : styles.card}>
      <div className={styles.media}>
        {item.cover ? (
          <img
            src={item.cover}
            alt={item.alt}
            width={800}
            height={450}
            loading={lazy && !priority ? 'lazy' : undefined}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
        {item.kind === 'video' ? (
          <span className={styles.play} aria-hidden="true">
            <PlayIcon size={22} />
          </span>
        ) : null}
        {item.kind === 'video' && item.duration > 0 ? (
          <span className={styles.duration}>
            <span className={styles.hidden}>{durationLabel} </span>
            {clockDuration(item.duration)}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={listItemHref(item)} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        {item.synopsis ? <p className={styles.synopsis}>{item.synopsis}</p> : null}
        {item.time ? (
          <p className={styles.meta}>
            <time dateTime={item.time.replace(' ', 'T') + '+08:00'}>{item.time.slice(0, 10)}</time>
          </p>
        ) : null}
      </div>
    </article>
  )
}
