import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { Suspense } from 'react'

import { ChunkErrorPrompt } from '@/components/layout/ChunkErrorPrompt'
import { FooterGate } from '@/components/layout/FooterGate'
import { NoScriptStyles } from '@/components/layout/NoScriptStyles'
import { ScrollToTop } from '@/components/layout/ScrollToTop'
import { siteMetadataBase } from '@/components/layout/seo'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { UntranslatedNotice } from '@/components/layout/UntranslatedNotice'
import { WechatShare } from '@/components/layout/WechatShare'
import { assetUrl, defaultShareImage, squareShareImage } from '@/components/pages/seo'
import { DraftPreview } from '@/components/preview/DraftPreview'
import { draftModeOn } from '@/content/draft'
import { getShellData } from '@/content/shell'
import { env } from '@/env'
import { LANGUAGES, languageTag } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { tongjiScriptUrl } from '@/lib/baidu'
import { insightBeaconScript } from '@/lib/insight-beacon'

import '../site.css'

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b1b33',
}

/**
 * Defaults every page refines: the company name as title, the site description, the base of absolute URLs, the
 * favicon set (public/, drawn from the logo mark by scripts/site-images.ts), and the share cards (wide and square)
 * for the pages that set none of their own (search results, 404).
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const { settings } = await getShellData(locale)
  const company = settings?.companyName?.trim() || settings?.shortName?.trim() || ''
  const brand = settings?.shortName?.trim() || company
  const share = defaultShareImage(company)
  // Absolute: Next would put a relative image URL after metadataBase's base path a second time.
  const shareUrl = assetUrl(share.url)
  return {
    icons: {
      icon: [
        { url: `${env.basePath}/favicon.ico`, sizes: '16x16 32x32 48x48' },
        { url: `${env.basePath}/icon-32.png`, type: 'image/png', sizes: '32x32' },
      ],
      apple: [{ url: `${env.basePath}/apple-touch-icon.png`, sizes: '180x180' }],
    },
    metadataBase: siteMetadataBase(),
    title: company ? { default: company, template: `%s - ${brand}` } : undefined,
    description: settings?.description?.trim() || undefined,
    openGraph: {
      type: 'website',
      siteName: brand || undefined,
      locale: LANGUAGES[locale].ogLocale,
      images: [
        { url: shareUrl, width: 1200, height: 630, alt: share.alt ?? '' },
        { url: assetUrl(squareShareImage(company).url), width: 600, height: 600, alt: share.alt ?? '' },
      ],
    },
    twitter: { card: 'summary_large_image', images: [{ url: shareUrl, alt: share.alt ?? '' }] },
  }
}

/**
 * The site's shell (spec section 2): header bar, content, footer. The footer is hidden on download, updateLog and
 * updateLogDetail; after every navigation the page is at the top. Pages render their own <main>.
 */
export default async function LocaleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const shell = await getShellData(locale)
  // Baidu Tongji, only when the site settings hold its site id (docs/operations.md, "Baidu").
  const tongji = tongjiScriptUrl(shell.settings?.baiduTongjiId)
  // An editor's draft preview (src/app/(api)/preview): the page shows drafts and listens to the admin's live preview
  // (only while the editor is signed in: src/content/draft.ts).
  const preview = await draftModeOn()
  const chunkError = await getTranslations({ locale, namespace: 'common.chunkError' })
  const untranslated = await getTranslations({ locale, namespace: 'common.untranslated' })
  const draft = preview ? await getTranslations({ locale, namespace: 'common.draftPreview' }) : null
  return (
    <html lang={languageTag(locale)} dir={LANGUAGES[locale].dir === 'rtl' ? 'rtl' : undefined}>
      <body>
        <NoScriptStyles />
        {/* No next-intl client provider: client components get their texts as props from the server (the error and
            404 boundaries carry theirs with their code) and links read the language from the address
            (src/i18n/navigation.tsx), so no message catalogue or message formatter is sent with every page. */}
        <Suspense fallback={null}>
          <ScrollToTop />
        </Suspense>
        <SiteHeader locale={locale} shell={shell} />
        <UntranslatedNotice text={untranslated('text')} close={untranslated('close')} />
        <div id="main" className="site-main" tabIndex={-1}>
          {children}
        </div>
        <FooterGate>
          <SiteFooter locale={locale} settings={shell.settings} />
        </FooterGate>
        <ChunkErrorPrompt texts={{ title: chunkError('title'), text: chunkError('text'), reload: chunkError('reload') }} />
        {draft ? <DraftPreview label={draft('label')} exitLabel={draft('exit')} /> : null}
        {/* WeChat share cards, only with an official account configured (docs/production.md, "WeChat share cards"). */}
        {env.wechat ? (
          <Suspense fallback={null}>
            <WechatShare endpoint={`${env.basePath}/wechat-share`} lang={locale} />
          </Suspense>
        ) : null}
        {tongji ? <script async src={tongji} /> : null}
        {/* First-party insight (src/lib/insight-beacon.ts): after load, idle and visible; not in an editor's preview. */}
        {env.insight && !preview ? (
          <script
            dangerouslySetInnerHTML={{ __html: insightBeaconScript(`${env.basePath}${env.apiPrefix}/client/insight/beacon`, env.basePath) }}
          />
        ) : null}
      </body>
    </html>
  )
}
