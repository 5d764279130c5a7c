'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { type AdminLanguage, adminLanguageOf, LANGUAGES, type Locale } from '@/i18n/locales'

const VERSIONS_PAGE = /\/collections\/([^/]+)\/(\d+)\/versions\/?$/
const MARK = 'versionAuthor'

type Annotations = { authors: Record<string, string>; languages: Record<string, Locale[]> }
type Words = { by: string; holds: string; none: string }

const WORDS: Record<AdminLanguage, Words> = {
  zh: { by: '编辑人：', holds: '含：', none: '无标题' },
  en: { by: 'by ', holds: 'holds: ', none: 'no title' },
}

/** " · 编辑人：name · 含：中文、English" for one version: who saved it and the languages it holds text in. */
function noteOf(versionId: string, { authors, languages }: Annotations, words: Words, ui: AdminLanguage): string {
  const name = authors[versionId]
  const held = languages[versionId]
  const parts = name ? [`${words.by}${name}`] : []
  if (held) parts.push(held.length ? `${words.holds}${held.map((code) => LANGUAGES[code].adminName[ui]).join(' · ')}` : words.none)
  return parts.map((part) => ` · ${part}`).join('')
}

/** Adds who saved it and the languages it holds after each version's date in a row of the versions list, once. */
function annotate(annotations: Annotations, words: Words, ui: AdminLanguage): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.versions a[href*="/versions/"]')) {
    if (link.dataset[MARK] !== undefined) continue
    const versionId = link.getAttribute('href')?.split('/versions/')[1]?.split(/[?#]/)[0]
    const note = versionId ? noteOf(versionId, annotations, words, ui) : ''
    if (!note) continue
    link.dataset[MARK] = note
    const span = document.createElement('span')
    span.className = 'version-author'
    span.textContent = note
    link.after(span)
  }
}

/**
 * The versions list names who saved each version and the languages it holds text in (Payload shows its date and id
 * only; a restore brings back one language, so the editor sees which a version has): from
 * `GET /api/{collection}/{id}/version-authors` (src/collections/history.ts). Rendered in the menu, so that it is on
 * every admin page; it acts only on a document's versions list.
 */
export function VersionAuthors() {
  const pathname = usePathname()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const ui = adminLanguageOf(i18n.language)
  const words = WORDS[ui]
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
      .then((response) => (response.ok ? (response.json() as Promise<Partial<Annotations>>) : null))
      .then((body) => {
        if (!body?.authors) return
        const annotations = { authors: body.authors, languages: body.languages ?? {} }
        annotate(annotations, words, ui)
        observer = new MutationObserver(() => annotate(annotations, words, ui))
        observer.observe(document.body, { childList: true, subtree: true })
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
      observer?.disconnect()
    }
  }, [pathname, config.serverURL, config.routes.api, words, ui])
  return null
}
