'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { useBrowserValue } from '@/client/hydrated'
import { publicBasePath } from '@/env-public'

const basePath = publicBasePath()

/**
 * Shown only in draft mode (an editor's preview): a bar saying so, with a way out, and the live preview link with
 * the admin: when the page sits in the admin's live-preview frame (or a window it opened), it tells the admin it is
 * ready, and after every save or autosave the admin sends a `payload-document-event` message and the page is
 * rendered again on the server with the latest draft (the server-side refresh pattern; no client data layer).
 */
export function DraftPreviewBar({ label, exitLabel }: { label: string; exitLabel: string }) {
  const router = useRouter()
  // The way out leads back to this page once the browser knows where it is; on the server, to the home page.
  const here = useBrowserValue<string | null>(() => window.location.pathname.slice(basePath.length) + window.location.search, null)
  const exitHref = here === null ? `${basePath}/preview/exit` : `${basePath}/preview/exit?path=${encodeURIComponent(here || '/')}`

  useEffect(() => {
    const admin = window.parent !== window ? window.parent : (window.opener as Window | null)
    if (!admin) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const data = event.data as { type?: unknown } | null
      if (data && typeof data === 'object' && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    admin.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])

  return (
    <div
      role="status"
      data-draft-preview=""
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1000,
        display: 'flex',
        gap: '1rem',
        justifyContent: 'center',
        alignItems: 'center',
        padding: '0.4rem 1rem',
        background: '#8a4b00',
        color: '#fff',
        fontSize: '0.875rem',
      }}
    >
      <span>{label}</span>
      <a href={exitHref} style={{ color: '#fff', textDecoration: 'underline' }}>
        {exitLabel}
      </a>
    </div>
  )
}
