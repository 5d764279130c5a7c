import { env } from '@/env'
import { fileSuffix } from '@/lib/format'
import type { Media } from '@/payload-types'

export type ImageSize = 'thumbnail' | 'card' | 'large'

/** A relation to a media document, populated or not. */
export type MediaRef = number | Media | null | undefined

export function asMedia(ref: MediaRef): Media | null {
  return ref && typeof ref === 'object' ? ref : null
}

/** Makes a Payload file URL an absolute path under the base path (or leaves a full URL, e.g. S3, as it is). */
export function publicUrl(url: string | null | undefined): string {
  if (!url) return ''
  if (/^https?:\/\//i.test(url)) return url
  const path = url.startsWith('/') ? url : `/${url}`
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

export function imageView(ref: MediaRef, size?: ImageSize): ImageView | null {
  const media = asMedia(ref)
  if (!media) return null
  const sized = size ? media.sizes?.[size] : undefined
  const useSized = Boolean(sized?.url)
  const candidates: string[] = []
  if (size) {
    for (const name of SIZES_BY_WIDTH.slice(0, SIZES_BY_WIDTH.indexOf(size) + 1)) {
      const s = media.sizes?.[name]
      if (s?.url && s.width) candidates.push(`${publicUrl(s.url)} ${s.width}w`)
    }
    // Sizes wider than the original are not generated: the original itself is then the widest choice.
    if (!useSized && media.url && media.width && candidates.length > 0) candidates.push(`${publicUrl(media.url)} ${media.width}w`)
  }
  return {
    url: mediaUrl(media, size),
    srcSet: candidates.length > 1 ? candidates.join(', ') : '',
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
