import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Bilingual } from '@/i18n/locales'

/** Uploads a file from memory into the media collection with alt text in both languages; answers its id. */
export async function uploadMedia(
  payload: Payload,
  file: { data: Buffer; name: string; mimetype: string },
  alt: Bilingual,
): Promise<number> {
  const doc = await payload.create({
    collection: 'media',
    overrideAccess: true,
    locale: 'zh',
    data: { alt: alt.zh, originalName: file.name },
    file: { data: file.data, name: file.name, mimetype: file.mimetype, size: file.data.length },
    context: { skipRevalidate: true },
  })
  await payload.update({
    collection: 'media',
    id: doc.id,
    overrideAccess: true,
    locale: 'en',
    data: { alt: alt.en },
    context: { skipRevalidate: true },
  })
  return doc.id
}

/** A small WebP rendered from an SVG string. */
export async function svgToWebp(svg: string, width?: number): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  return (width ? image.resize({ width }) : image).webp({ quality: 82 }).toBuffer()
}
