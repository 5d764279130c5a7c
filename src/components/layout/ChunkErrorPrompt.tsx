'use client'

import { type Ref, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { isBuildChunkUrl, isChunkLoadError } from '@/lib/chunk-error'

import styles from './ChunkErrorPrompt.module.css'

/** The prompt's texts in the page's language (common.chunkError in the messages), given by the layout. */
export type ChunkErrorTexts = { title: string; text: string; reload: string }

/** Sent by the error boundaries' page: it already says what the prompt would, so the prompt stays away. */
const PAGE_ERROR_EVENT = 'site:page-error'
/** Whether an error boundary's page is on screen (set by ErrorPage, announced with PAGE_ERROR_EVENT). */
let pageErrorShown = false
function watchPageError(onChange: () => void): () => void {
  window.addEventListener(PAGE_ERROR_EVENT, onChange)
  return () => window.removeEventListener(PAGE_ERROR_EVENT, onChange)
}

/** True when a window `error` event (captured, so resource failures are seen) is a failed build chunk. */
function isChunkFailureEvent(event: Event): boolean {
  const target = event.target
  if (target instanceof HTMLScriptElement) return isBuildChunkUrl(target.src)
  if (target instanceof HTMLLinkElement) return target.rel === 'stylesheet' && isBuildChunkUrl(target.href)
  if (event instanceof ErrorEvent) return isChunkLoadError(event.error ?? event.message)
  return false
}

/**
 * Spec section 8: a script or style chunk that fails to load (typically a page opened before a new deploy asking
 * for chunks that no longer exist) must not leave a half-working page. Watches the window for such failures
 * (a failed chunk <script>/<link>, a ChunkLoadError or failed dynamic import thrown or left unhandled) and offers
 * a reload, which fetches the new build. Failures inside rendering reach the error boundaries instead
 * (app/(site)/[locale]/error.tsx, app/global-error.tsx), which show the same message.
 */
export function ChunkErrorPrompt({ texts }: { texts: ChunkErrorTexts }) {
  const [failed, setFailed] = useState(false)
  const shownByPage = useSyncExternalStore(
    watchPageError,
    () => pageErrorShown,
    () => false,
  )
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const onError = (event: Event) => {
      if (isChunkFailureEvent(event)) setFailed(true)
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) setFailed(true)
    }
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  // A failed chunk during a navigation also reaches the error boundary a moment later: wait for it briefly, so the
  // visitor sees one message, not two.
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!failed) return
    const timer = window.setTimeout(() => setSettled(true), 400)
    return () => window.clearTimeout(timer)
  }, [failed])

  const show = failed && settled && !shownByPage
  useEffect(() => {
    if (show) button.current?.focus()
  }, [show])

  if (!show) return null
  return <ChunkErrorNotice {...texts} buttonRef={button} />
}

/** The prompt itself: what happened and a button that reloads the page. */
function ChunkErrorNotice({
  title,
  text,
  reload,
  buttonRef,
}: {
  title: string
  text: string
  reload: string
  buttonRef?: Ref<HTMLButtonElement>
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="chunk-error-title"
      aria-describedby="chunk-error-text"
      className={styles.prompt}
      data-chunk-error
    >
      <p className={styles.text}>
        <strong id="chunk-error-title" className={styles.title}>
          {title}
        </strong>
        <span id="chunk-error-text">{text}</span>
      </p>
      <button ref={buttonRef} type="button" className={styles.button} onClick={() => window.location.reload()}>
        {reload}
      </button>
    </div>
  )
}

/** The error boundaries' content: the chunk message when a chunk failed, a general one otherwise; both reload. */
export function ErrorPage({ title, text, reload }: { title: string; text: string; reload: string }) {
  useEffect(() => {
    pageErrorShown = true
    window.dispatchEvent(new Event(PAGE_ERROR_EVENT))
    return () => {
      pageErrorShown = false
      window.dispatchEvent(new Event(PAGE_ERROR_EVENT))
    }
  }, [])
  return (
    <main className={styles.page} data-page-error>
      <h1>{title}</h1>
      <p>{text}</p>
      <button type="button" className={`${styles.button} ${styles.pageButton}`} onClick={() => window.location.reload()}>
        {reload}
      </button>
    </main>
  )
}
