'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import type { ListEnvelope } from '@/client/http'
import { useHydrated } from '@/client/hydrated'
import type { Locale } from '@/i18n/locales'

import { pageApiClient } from './api-client'
import { type ListItem, toListItem } from './list-item'
import styles from './LoadMoreNews.module.css'
import { NewsCard } from './NewsCard'

type Row = Parameters<typeof toListItem>[0]

/**
 * "Load more" for the news page (contract 5 texts). Without JavaScript the server's page links (children) do the
 * paging; once this runs, they give way to a button that appends the next page in place, shows the loading text
 * while it loads and the no-more text when the list is complete.
 */
export function LoadMoreNews({
  locale,
  newsClass,
  nextPage,
  pageSize,
  total,
  shown,
  listClassName,
  texts,
  children,
}: {
  locale: Locale
  newsClass: string
  nextPage: number
  pageSize: number
  total: number
  /** Items on the server-rendered page so far (counted from the first page). */
  shown: number
  listClassName: string
  /** The button and status texts in the page's language (contract 5). */
  texts: { loadMore: string; loading: string; noMore: string; duration: string }
  children: React.ReactNode
}) {
  const enhanced = useHydrated()
  const { items, loading, error, knownTotal, done, listRef, loadMore } = useNextPages({
    locale,
    newsClass,
    nextPage,
    pageSize,
    total,
    shown,
  })

  return (
    <div className={styles.more}>
      {items.length > 0 ? (
        <ul className={`${listClassName} ${styles.appended}`} ref={listRef}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <NewsCard item={item} durationLabel={texts.duration} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.controls}>
        {!enhanced && !done ? children : null}
        {enhanced && !done ? (
          <button type="button" className={styles.button} onClick={() => void loadMore()} disabled={loading} aria-busy={loading}>
            {texts.loadMore}
          </button>
        ) : null}
        <p className={styles.status} role="status" aria-live="polite">
          {loading ? texts.loading : done && knownTotal > 0 ? texts.noMore : ''}
        </p>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The pages appended in place: their items, the loading and error states, the total the API last gave, whether the
 * list is complete, and `loadMore` that fetches the next page (the first new link then takes the focus).
 */
function useNextPages({
  locale,
  newsClass,
  nextPage,
  pageSize,
  total,
  shown,
}: {
  locale: Locale
  newsClass: string
  nextPage: number
  pageSize: number
  total: number
  shown: number
}) {
  const [items, setItems] = useState<ListItem[]>([])
  const [page, setPage] = useState(nextPage)
  const [count, setCount] = useState(shown)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [knownTotal, setKnownTotal] = useState(total)
  const firstNew = useRef<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (firstNew.current === null || !listRef.current) return
    const link = listRef.current.querySelectorAll<HTMLAnchorElement>('li a')[firstNew.current]
    link?.focus()
    firstNew.current = null
  }, [items])

  const done = count >= knownTotal

  async function loadMore() {
    if (loading || done) return
    setLoading(true)
    setError('')
    try {
      const api = pageApiClient(setError)
      const answer = await api.get<ListEnvelope<Row>>('/client/message/clientMessageListPage', {
        class: newsClass,
        pageNum: page,
        pageSize,
        language: locale,
      })
      const rows = answer.rows.map(toListItem)
      firstNew.current = items.length
      setItems((prev) => [...prev, ...rows])
      setPage((p) => p + 1)
      setCount((c) => (rows.length === 0 ? answer.total : c + rows.length))
      setKnownTotal(answer.total)
    } catch (e) {
      setError((prev) => prev || (e instanceof Error ? e.message : String(e)))
    } finally {
      setLoading(false)
    }
  }

  return { items, loading, error, knownTotal, done, listRef, loadMore }
}
