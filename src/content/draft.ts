/**
 * Draft preview: an editor who opened a preview link (src/app/(api)/preview) has Next's draft mode on, and then
 * every read of the content layer shows the latest draft of each document instead of the published version, and
 * skips the cache. The public API never shows drafts (it runs its reads under `publishedOnly`).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

type ReadMode = 'draft' | 'published'

const mode = new AsyncLocalStorage<ReadMode>()

/** True while the current read shows drafts (inside `cached` in draft mode). */
export function readingDrafts(): boolean {
  return mode.getStore() === 'draft'
}

/** The mode set for the current call chain, if any. */
export function readModeOverride(): ReadMode | undefined {
  return mode.getStore()
}

/** Runs `fn` so that its reads show drafts. */
export function withDrafts<R>(fn: () => Promise<R>): Promise<R> {
  return mode.run('draft', fn)
}

/** Runs `fn` so that its reads show published content only, whatever the request's draft mode. */
export function publishedOnly<R>(fn: () => Promise<R>): Promise<R> {
  return mode.run('published', fn)
}

/** Whether this request is in Next's draft mode; false outside a request or while rendering at build time. */
export async function draftModeOn(): Promise<boolean> {
  try {
    const { draftMode } = await import('next/headers')
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}
