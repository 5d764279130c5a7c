'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { adminText } from '@/i18n/locales'

const VERSIONS_PAGE = /\/collections\/([^/]+)\/(\d+)\/versions\/?$/
const MARK = 'versionAuthor'

/** Adds "· name" after each version's date in a row of the versions list, once. */
function annotate(authors: Record<string, string>, prefix: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.versions a[href*="/versions/"]')) {
    if (link.dataset[MARK] !== undefined) continue
    const versionId = link.getAttribute('href')?.split('/versions/')[1]?.split(/[?#]/)[0]
    const name = versionId ? authors[versionId] : undefined
    if (!name) continue
    link.dataset[MARK] = name
    const span = document.createElement('span')
    span.className = 'version-author'
    span.textContent = ` · ${prefix}${name}`
    link.after(span)
  }
}

/**
 * The versions list names who saved each version (Payload shows its date and id only): the names come from
 * `GET /api/{collection}/{id}/version-authors` (src/collections/history.ts). Rendered in the menu, so that it is on
 * every admin page; it acts only on a document's versions list.
 */
export function VersionAuthors() {
  const pathname = usePathname()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const prefix = adminText(i18n.language, { zh: '编辑人：', en: 'by ' })
  useEffect(() => {
    const match = VERSIONS_PAGE.exec(pathname ?? '')
    if (!match) return
    const [, slug, id] = match
    let observer: MutationObserver | null = null
    const controller = new AbortController()
    void fetch(`${config.serverURL ?? ''}${config.routes.api}/${slug}/${id}/version-authors`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ authors?: Record<string, string> }>) : null))
      .then((body) => {
        const authors = body?.authors
        if (!authors) return
        annotate(authors, prefix)
        observer = new MutationObserver(() => annotate(authors, prefix))
        observer.observe(document.body, { childList: true, subtree: true })
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
      observer?.disconnect()
    }
  }, [pathname, config.serverURL, config.routes.api, prefix])
  return null
}
