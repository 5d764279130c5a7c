import { getTranslations } from 'next-intl/server'

import type { SearchResult } from '@/content/search'
import { shanghaiIso } from '@/lib/seo'

import styles from './page.module.css'

/** One page of results, numbered from `start`: each with its kind, time, title and snippet (matched words marked). */
export async function SearchResultList({ rows, start }: { rows: SearchResult['rows']; start: number }) {
  const t = await getTranslations('search')
  return (
    <ol className={styles.results} aria-label={t('resultsLabel')} start={start} data-testid="search-results">
      {rows.map((row) => (
        <li key={row.url} className={styles.result} data-kind={row.type}>
          <p className={styles.meta}>
            <span className={styles.kind}>{t(`kinds.${row.type}`)}</span>
            {row.updateTime ? <time dateTime={shanghaiIso(row.updateTime)}>{row.updateTime.slice(0, 10)}</time> : null}
          </p>
          <h2 className={styles.title}>
            {/* A full page load: the hit may be an anchor in a long page (a help chapter). */}
            {/* The title escaped by the search, the matched words in <mark>. */}
            <a href={row.url} dangerouslySetInnerHTML={{ __html: row.titleHtml }} />
          </h2>
          {/* Escaped by the search (src/lib/search-text.ts): only <mark> is HTML in it. */}
          <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: row.snippet }} />
        </li>
      ))}
    </ol>
  )
}
