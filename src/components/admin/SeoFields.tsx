'use client'
/**
 * The admin side of the SEO fields (issue 33, item 4; src/fields/common.ts `seoGroup`): the meta title and
 * description with a width counter (a Chinese character counts two columns, src/lib/display-width.ts), and a live
 * preview of the search result, of the share card and of the card a WeChat chat shows, each showing what the site
 * will use when a field is left empty (the content's title, summary and cover, as src/content/seo.ts does).
 */
import { TextareaField, TextField, useConfig, useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import type { TextareaFieldClientProps, TextFieldClientProps } from 'payload'
import { useEffect, useState, useSyncExternalStore } from 'react'

import type { SeoSource } from '@/fields/common'
import { type AdminLanguage, adminLanguageOf, isLocale, localePrefix } from '@/i18n/locales'
import {
  clipToWidth,
  displayWidth,
  SEO_DESCRIPTION_WIDTH,
  SEO_TITLE_WIDTH,
  type WidthTarget,
  type WidthVerdict,
  widthVerdict,
} from '@/lib/display-width'

type Ui = AdminLanguage

const TEXT = {
  columns: { zh: '列', en: 'columns' },
  rule: { zh: '一个汉字计 2 列', en: 'a Chinese character counts 2' },
  verdict: {
    empty: { zh: '留空：使用内容本身的文字', en: 'Empty: the content’s own text is used' },
    short: { zh: '偏短，可以写得更具体', en: 'Short: there is room to say more' },
    good: { zh: '长度合适', en: 'Good length' },
    long: { zh: '过长：搜索结果中会被截断', en: 'Too long: search results will cut it off' },
  },
  fallback: { zh: '现在使用', en: 'Now used' },
  searchResult: { zh: '搜索结果预览', en: 'Search result preview' },
  shareCard: { zh: '分享卡片预览', en: 'Share card preview' },
  wechatCard: { zh: '微信聊天卡片预览', en: 'WeChat chat card preview' },
  wechatNote: {
    zh: '在微信聊天中转发时的样子：标题最多两行，摘要最多三行，超出部分被截断；右侧是正方形缩略图。',
    en: 'As a link forwarded in a WeChat chat shows it: the title on at most two lines, the description on at most three, the rest cut off; a square thumbnail on the right.',
  },
  noImage: { zh: '无图片：使用网站默认分享图', en: 'No image: the site’s default share card is used' },
  untitled: { zh: '（无标题）', en: '(no title)' },
} as const

const VERDICT_COLOUR: Record<WidthVerdict, string> = {
  empty: 'var(--theme-elevation-500)',
  short: 'var(--theme-warning-600, #b26a00)',
  good: 'var(--theme-success-500, #2e7d32)',
  long: 'var(--theme-error-500, #c62828)',
}

function useUi(): Ui {
  const { i18n } = useTranslation()
  return adminLanguageOf(i18n.language)
}

/** A form value as text ('' for anything else). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The current value of a form path (one value per selector: the form re-renders this only when it changes). */
function useValue(path: string | undefined): unknown {
  return useFormFields(([fields]) => (path ? fields[path]?.value : undefined))
}

/** `32 / 60 columns (a Chinese character counts 2) · Good length`, and the text used while the field is empty. */
function WidthMeter({ path, fallbackPath, target }: { path: string; fallbackPath: string; target: WidthTarget }) {
  const ui = useUi()
  const own = textOf(useValue(path))
  const fallback = textOf(useValue(fallbackPath))
  const verdict = widthVerdict(own, target)
  const shown = own || fallback
  return (
    <div data-seo-width={verdict} style={{ marginTop: '0.35rem', marginBottom: '1.5rem', fontSize: '0.85rem' }}>
      <span style={{ color: VERDICT_COLOUR[verdict], fontWeight: 600 }}>
        {displayWidth(own)} / {target.max} {TEXT.columns[ui]}
      </span>{' '}
      <span style={{ color: 'var(--theme-elevation-500)' }}>({TEXT.rule[ui]})</span> ·{' '}
      <span style={{ color: VERDICT_COLOUR[verdict] }}>{TEXT.verdict[verdict][ui]}</span>
      {!own && fallback ? (
        <div style={{ color: 'var(--theme-elevation-500)' }}>
          {TEXT.fallback[ui]}: {clipToWidth(shown, target.max)} ({displayWidth(shown)} {TEXT.columns[ui]})
        </div>
      ) : null}
    </div>
  )
}

export function SeoTitleField(props: TextFieldClientProps & { source: SeoSource }) {
  const { source, ...field } = props
  return (
    <div>
      <TextField {...field} />
      <WidthMeter path={field.path} fallbackPath={source.title} target={SEO_TITLE_WIDTH} />
    </div>
  )
}

export function SeoDescriptionField(props: TextareaFieldClientProps & { source: SeoSource }) {
  const { source, ...field } = props
  return (
    <div>
      <TextareaField {...field} />
      <WidthMeter path={field.path} fallbackPath={source.summary} target={SEO_DESCRIPTION_WIDTH} />
    </div>
  )
}

function idOf(value: unknown): number | string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value)) return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return null
}

type MediaDoc = { url?: string | null; sizes?: { card?: { url?: string | null } } }

/** The address of an image in the media library (its card size when there is one); '' while unknown. */
function useImageUrl(id: number | string | null): string {
  const { config } = useConfig()
  const [found, setFound] = useState<{ id: number | string; url: string } | null>(null)
  useEffect(() => {
    if (id === null) return
    const controller = new AbortController()
    fetch(`${config.serverURL ?? ''}${config.routes.api}/media/${encodeURIComponent(String(id))}?depth=0`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<MediaDoc>) : null))
      .then((doc) => setFound({ id, url: doc?.sizes?.card?.url || doc?.url || '' }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, config.serverURL, config.routes.api])
  return id !== null && found?.id === id ? found.url : ''
}

const noSubscription = () => () => undefined
/** The site's base path, from the admin's own address (`/website`, or '' at the root). */
const siteBasePath = () => window.location.pathname.split('/admin')[0]
/** The site's host and base path (`www.example.com/website`). */
const siteHost = () => `${window.location.host}${siteBasePath()}`

/** The page's public address in the content language (`{id}` and `{slug}` filled in from the document). */
function usePublicUrl(pattern: string): string {
  const { id } = useDocumentInfo()
  const locale = useLocale()
  const slug = textOf(useValue('slug'))
  const host = useSyncExternalStore(noSubscription, siteHost, () => '')
  const path = pattern.replace('{id}', id === undefined ? '…' : String(id)).replace('{slug}', slug || '…')
  return `${host}${isLocale(locale.code) ? localePrefix(locale.code) : ''}${path}`
}

/** Text on at most `lines` lines, the rest cut with an ellipsis (as WeChat's card cuts it). */
const clamped = (lines: number): React.CSSProperties => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
})

/**
 * The card of a link forwarded in a WeChat chat, at the width of the card on a 375-px phone: the title across the
 * card on at most two lines, then the description on at most three beside a square thumbnail (the image cut to a
 * square; without one, the site's square share picture, public/share-square.png).
 */
function WechatCard({ title, description, image }: { title: string; description: string; image: string }) {
  const ui = useUi()
  const base = useSyncExternalStore(noSubscription, siteBasePath, () => '')
  return (
    <section aria-label={TEXT.wechatCard[ui]}>
      <div style={{ fontWeight: 600, marginBottom: '0.25rem' }}>{TEXT.wechatCard[ui]}</div>
      <div style={{ fontSize: '0.8rem', color: 'var(--theme-elevation-500)', marginBottom: '0.5rem', maxWidth: '36rem' }}>
        {TEXT.wechatNote[ui]}
      </div>
      <div style={{ background: '#ededed', padding: '1rem', borderRadius: '6px', maxWidth: '36rem' }}>
        <div
          data-wechat-card
          style={{
            width: '16.25rem',
            background: '#fff',
            color: '#191919',
            borderRadius: '4px',
            padding: '0.75rem',
            fontFamily: 'system-ui, sans-serif',
          }}
        >
          <div data-wechat-title style={{ ...clamped(2), fontSize: '0.95rem', lineHeight: 1.35, marginBottom: '0.4rem' }}>
            {title || TEXT.untitled[ui]}
          </div>
          <div style={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}>
            <div data-wechat-description style={{ ...clamped(3), flex: 1, fontSize: '0.8rem', lineHeight: 1.4, color: '#888' }}>
              {description}
            </div>
            <img
              src={image || `${base}/share-square.png`}
              alt=""
              style={{ width: '3rem', height: '3rem', objectFit: 'cover', flex: 'none', background: '#f2f2f2' }}
            />
          </div>
        </div>
      </div>
    </section>
  )
}

const box: React.CSSProperties = {
  padding: '1rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '6px',
  background: 'var(--theme-elevation-0)',
  maxWidth: '36rem',
}

/** The search result and the share card as they will look, from the fields or, where empty, the content's own. */
export function SeoPreview({ source }: { source: SeoSource }) {
  const ui = useUi()
  const metaTitle = useValue('meta.title')
  const metaDescription = useValue('meta.description')
  const metaImage = useValue('meta.image')
  const title = useValue(source.title)
  const summary = useValue(source.summary)
  const cover = useValue(source.image)
  const shownTitle = textOf(metaTitle) || textOf(title)
  const shownDescription = textOf(metaDescription) || textOf(summary)
  const image = useImageUrl(idOf(metaImage) ?? idOf(cover))
  const url = usePublicUrl(source.path)
  return (
    <div data-seo-preview style={{ display: 'grid', gap: '1rem', marginBottom: '1.5rem' }}>
      <section aria-label={TEXT.searchResult[ui]}>
        <div style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{TEXT.searchResult[ui]}</div>
        <div style={box}>
          <div style={{ fontSize: '0.8rem', color: 'var(--theme-elevation-600)' }}>{url}</div>
          <div data-seo-preview-title style={{ fontSize: '1.15rem', color: '#1a0dab', margin: '0.25rem 0' }}>
            {clipToWidth(shownTitle, SEO_TITLE_WIDTH.max) || TEXT.untitled[ui]}
          </div>
          <div data-seo-preview-description style={{ fontSize: '0.9rem', color: 'var(--theme-elevation-800)' }}>
            {clipToWidth(shownDescription, SEO_DESCRIPTION_WIDTH.max)}
          </div>
        </div>
      </section>
      <section aria-label={TEXT.shareCard[ui]}>
        <div style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{TEXT.shareCard[ui]}</div>
        <div style={{ ...box, padding: 0, overflow: 'hidden', maxWidth: '30rem' }}>
          {image ? (
            <img src={image} alt="" style={{ display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover' }} />
          ) : (
            <div
              style={{
                padding: '2rem 1rem',
                textAlign: 'center',
                color: 'var(--theme-elevation-500)',
                background: 'var(--theme-elevation-50)',
              }}
            >
              {TEXT.noImage[ui]}
            </div>
          )}
          <div style={{ padding: '0.75rem 1rem' }}>
            <div style={{ fontSize: '0.75rem', color: 'var(--theme-elevation-500)' }}>{url.split('/')[0]}</div>
            <div style={{ fontWeight: 600 }}>{shownTitle || TEXT.untitled[ui]}</div>
            <div style={{ fontSize: '0.85rem', color: 'var(--theme-elevation-700)' }}>{clipToWidth(shownDescription, 110)}</div>
          </div>
        </div>
      </section>
      <WechatCard title={shownTitle} description={shownDescription} image={image} />
    </div>
  )
}
