import { env } from '@/env'
import { fileSuffix } from '@/lib/format'
import { payloadServerUrl } from '@/lib/origins'
import type { Media } from '@/payload-types'

export type ImageSize = 'thumbnail' | 'card' | 'large'

/** A relation to a media document, populated or not. */
export type MediaRef = number | Media | null | undefined

export function asMedia(ref: MediaRef): Media | null {
  return ref && typeof ref === 'object' ? ref : null
}

/** Payload's serverURL (SERVER_URL's origin, or '' without it), in front of the file URLs Payload writes. */
const serverOrigin = payloadServerUrl(env.origins)

/** Makes a Payload file URL an absolute path under the base path (or leaves a full URL, e.g. S3, as it is). */
export function publicUrl(url: string | null | undefined): string {
  if (!url) return ''
  // With SERVER_URL set, Payload writes its own files' URLs on it: the site answers them as paths all the same.
  const own = serverOrigin && url.startsWith(`${serverOrigin}/`) ? url.slice(serverOrigin.length) : url
  if (/^https?:\/\//i.test(own)) return own
  const path = own.startsWith('/') ? own : `/${own}`
  return env.basePath && !path.startsWith(`${env.basePath}/`) ? `${env.basePath}${path}` : path
}

/** The URL of a media file, or of one of its generated sizes when it has that size. */
export function mediaUrl(ref: MediaRef, size?: ImageSize): string {
  const media = asMedia(ref)
  if (!media) return ''
  const sized = size ? media.sizes?.[size] : undefined
  return publicUrl(sized?.url || media.url)
}

export type ImageView = {
  url: string
  /** Every generated size up to the one asked for, for the browser to choose from (empty when there is one). */
  srcSet: string
  alt: string
  width: number | null
  height: number | null
}

const SIZES_BY_WIDTH: readonly ImageSize[] = ['thumbnail', 'card', 'large']

/** One candidate of a `srcset`: a file and its width in pixels. */
export type SrcSetCandidate = { url: string; width: number }

/**
 * The `srcset` of a list of candidates: narrowest first, at most one per width (two files of one width are one
 * choice for the browser, and the HTML standard forbids listing both: the first named, a generated size, stays),
 * no candidate without a URL or a positive whole width. Empty when fewer than two remain (a plain `src` does).
 */
export function srcSetOf(candidates: readonly SrcSetCandidate[]): string {
  const byWidth = new Map<number, string>()
  for (const { url, width } of candidates) {
    if (url && Number.isInteger(width) && width > 0 && !byWidth.has(width)) byWidth.set(width, url)
  }
  if (byWidth.size < 2) return ''
  return [...byWidth]
    .sort((a, b) => a[0] - b[0])
    .map(([width, url]) => `${url.replace(/,/g, '%2C').replace(/\s/g, '%20')} ${width}w`)
    .join(', ')
}

export function imageView(ref: MediaRef, size?: ImageSize): ImageView | null {
  const media = asMedia(ref)
  if (!media) return null
  const sized = size ? media.sizes?.[size] : undefined
  const useSized = Boolean(sized?.url)
  const candidates: SrcSetCandidate[] = []
  if (size) {
    for (const name of SIZES_BY_WIDTH.slice(0, SIZES_BY_WIDTH.indexOf(size) + 1)) {
      const s = media.sizes?.[name]
      if (s?.url && s.width) candidates.push({ url: publicUrl(s.url), width: s.width })
    }
    // Sizes wider than the original are not generated: the original itself is then the widest choice.
    if (!useSized && media.url && media.width && candidates.length > 0) candidates.push({ url: publicUrl(media.url), width: media.width })
  }
  return {
    url: mediaUrl(media, size),
    srcSet: srcSetOf(candidates),
    alt: media.alt ?? '',
    width: (useSized ? sized?.width : media.width) ?? null,
    height: (useSized ? sized?.height : media.height) ?? null,
  }
}

/** A file record of `/system/oss/listByIds/{ids}`. */
export type FileRecord = {
  ossId: number
  fileName: string
  originalName: string
  fileSuffix: string
  url: string
  mimeType: string
  fileSize: number | null
}

export function toFileRecord(media: Media): FileRecord {
  const fileName = media.filename ?? ''
  return {
    ossId: media.id,
    fileName,
    originalName: media.originalName || fileName,
    fileSuffix: fileSuffix(fileName),
    url: mediaUrl(media),
    mimeType: media.mimeType ?? '',
    fileSize: media.filesize ?? null,
  }
}

/** The caption rows of a video or teaching album (language, WebVTT file) with the files' public addresses. */
export function captionRows(rows: readonly { language?: string | null; file?: MediaRef }[] | null | undefined): CaptionRow[] {
  return (rows ?? []).map((row) => ({ language: row.language ?? null, src: mediaUrl(row.file) })).filter((row) => row.src)
}

export type CaptionRow = { language: string | null; src: string }
