/**
 * Draft preview: an editor who opened a preview link (src/app/(api)/preview) has Next's draft mode on, and then,
 * while signed in as an editor or administrator, every read of the content layer shows the latest draft of each
 * document instead of the published version, and skips the cache. The public API never shows drafts (it runs its
 * reads under `publishedOnly`).
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

/** Per request (Next's headers object of the request): whether its session may see drafts, asked once. */
const previewers = new WeakMap<object, Promise<boolean>>()

/**
 * Whether this request shows drafts: Next's draft mode is on (the cookie the preview route set) AND the request
 * carries the Payload session of someone who is an editor or administrator now (src/content/preview.ts), so that the
 * draft-mode cookie alone (one value per build) shows nothing after a logout, a deleted account or a changed role.
 * The session is looked up only for requests in draft mode, once per request. False outside a request or while
 * rendering at build time.
 */
export async function draftModeOn(): Promise<boolean> {
  try {
    const { draftMode, headers } = await import('next/headers')
    if (!(await draftMode()).isEnabled) return false
    const requestHeaders = await headers()
    let allowed = previewers.get(requestHeaders)
    if (!allowed) {
      allowed = import('./preview').then(({ canPreviewDrafts }) => canPreviewDrafts(requestHeaders))
      previewers.set(requestHeaders, allowed)
    }
    return await allowed
  } catch {
    return false
  }
}
