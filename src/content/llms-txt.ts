/**
 * The content of `/llms.txt` in one language (src/lib/llms-txt.ts writes it): the site's name and description
 * (site settings), its published product, solution and case pages, the software downloads with their version, size
 * and SHA-256, and the contact page with the hotline and sales mailbox. Only what is published in that language: a
 * draft, or a page whose English is not published, is not listed in that language (the same reads as the pages and
 * the sitemap: src/content/pages.ts, software.ts). Cached with their tags: a publish drops it.
 */
import { env } from '@/env'
import { inLanguage, type Locale } from '@/i18n/locales'
import { LLMS_SECTIONS, type LlmsDocument, type LlmsLink, llmsText } from '@/lib/llms-txt'
import { absoluteUrl } from '@/lib/seo'

import { cached } from './cache'
import { TAGS } from './cache-tags'
import { getSiteSettings } from './globals'
import { listPages } from './pages'
import { listSoftware } from './software'

const DETAILS: Record<'downloads' | 'contact' | 'news', { zh: string; en: string }> = {
  downloads: { zh: '安装包（当前版本）', en: 'Installer (current version)' },
  contact: { zh: '联系表单：试用、演示、报价和咨询', en: 'Contact form: trials, demos, quotes and questions' },
  news: { zh: '新闻资讯', en: 'News' },
}

/** A page's address as the sitemap and the pages' alternates write it. */
function absolute(path: string, locale: Locale): string {
  return absoluteUrl({ origin: env.serverUrl.replace(/\/+$/, ''), basePath: env.basePath }, locale, path)
}

/** The document of `/llms.txt` in this language. */
async function llmsDocument(locale: Locale): Promise<LlmsDocument> {
  const [settings, pages, software] = await Promise.all([getSiteSettings(locale), listPages(locale), listSoftware(locale)])
  const section = (key: keyof typeof LLMS_SECTIONS, links: LlmsLink[]) => ({ title: inLanguage(LLMS_SECTIONS[key], locale), links })
  const pagesOf = (category: string) =>
    pages.filter((p) => p.category === category).map((p) => ({ title: p.title, url: absolute(`/${p.slug}`, locale), note: p.summary }))
  const downloads = software.flatMap((s) =>
    s.downloadUrl
      ? [
          {
            title: `${s.softwareName} ${s.version}`,
            url: `${env.serverUrl.replace(/\/+$/, '')}${env.basePath}/download/file/${s.id}`,
            note: [inLanguage(DETAILS.downloads, locale), s.updateTime.slice(0, 10), s.fileSize, s.sha256 ? `SHA-256 ${s.sha256}` : '']
              .filter(Boolean)
              .join(', '),
          },
        ]
      : [],
  )
  const hotline = settings.hotlines?.[0]?.number ?? ''
  const mailbox = settings.mailboxes?.sales ?? ''
  return {
    name: settings.companyName ?? settings.shortName ?? '',
    summary: settings.description ?? '',
    details: [settings.slogan ?? '', [hotline, mailbox, settings.address ?? ''].filter(Boolean).join(' · ')],
    sections: [
      section('products', pagesOf('product')),
      section('solutions', pagesOf('solution')),
      section('cases', pagesOf('case')),
      section('downloads', downloads),
      section('contact', [
        {
          title: inLanguage(DETAILS.contact, locale),
          url: absolute('/contact', locale),
          note: [hotline, mailbox].filter(Boolean).join(' · '),
        },
      ]),
      section('optional', [
        { title: inLanguage(DETAILS.news, locale), url: absolute('/information?class=company&type=information', locale) },
      ]),
    ],
  }
}

/** The text of `/llms.txt` in this language. */
export const llmsTxt = cached(async (locale: Locale): Promise<string> => llmsText(await llmsDocument(locale)), 'llms-txt', [
  TAGS.pages,
  TAGS.software,
  TAGS.media,
  TAGS.siteSettings,
])
