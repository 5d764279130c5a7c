'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { EDIT_WINDOW_HEADER, releaseLockQuery } from '@/lib/edit-window'

/** This page's window id: new on every load, so that a reloaded window starts from what it loaded. */
const windowId = (() => {
  const bytes = new Uint8Array(12)
  globalThis.crypto?.getRandomValues?.(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
})()

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

/** Adds the window id to this admin's writes to its own API (the save forms, autosave, restores), once per page. */
function markWrites(): void {
  if (typeof window === 'undefined') return
  const marked = window as typeof window & { editWindowMarked?: boolean }
  if (marked.editWindowMarked) return
  marked.editWindowMarked = true
  const original = window.fetch.bind(window)
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    if (!WRITES.has(method) || url.origin !== window.location.origin || !url.pathname.includes('/api/')) return original(input, init)
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set(EDIT_WINDOW_HEADER, windowId)
    return original(input, { ...init, headers })
  }
}

/**
 * The admin's provider that marks each save with the window it comes from (src/lib/edit-window.ts): one person's older
 * window is refused as another person's would be. Renders its children unchanged.
 */
export function EditWindow({ children }: { children?: ReactNode }) {
  markWrites()
  useReleaseLockOnLeave()
  return <>{children}</>
}

/**
 * Closing the window (or leaving the admin) releases this person's lock of the document it edits, so that the next
 * editor of that language need not wait for the lock to run out (src/access/system.ts `LOCK_SECONDS`).
 */
function useReleaseLockOnLeave(): void {
  const { user } = useAuth()
  const { config } = useConfig()
  const userId = user?.id
  useEffect(() => {
    if (userId === undefined) return
    const release = () => {
      const query = releaseLockQuery(window.location.pathname, config.routes.admin, userId)
      if (!query) return
      void fetch(`${config.serverURL ?? ''}${config.routes.api}/payload-locked-documents?${query}`, {
        method: 'DELETE',
        credentials: 'include',
        keepalive: true,
      }).catch(() => undefined)
    }
    window.addEventListener('pagehide', release)
    return () => window.removeEventListener('pagehide', release)
  }, [userId, config.routes.admin, config.routes.api, config.serverURL])
}
