/**
 * The site's own image files in public/, drawn from the company artwork (src/seed/demo/artwork) and committed:
 * - the favicon set: favicon.ico (16, 32 and 48 px), icon-32.png, apple-touch-icon.png (180 px, opaque), all
 *   from the logo mark, never the wide logo;
 * - share.png: the default share card (1200 x 630) of pages without an image of their own, and share-square.png
 *   (600 x 600), the square card every page names beside its own image (chat apps that crop to a square);
 * - news-covers/<class>.<language>.webp: the cover a news item without one shows, one per class and language
 *   (src/lib/news-cover.ts; drawn with Chinese words for Chinese, which needs Debian's fonts-noto-cjk).
 * Run it after changing the artwork: `npx tsx scripts/site-images.ts`. A company replacing the demo identity
 * replaces these files (same names and sizes); docs/operations.md, "The site's own images".
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { KNOWN_LOCALES } from '../src/i18n/locales'
import { textInLanguage } from '../src/lib/chinese-script'
import { NEWS_CLASSES, type NewsClass } from '../src/lib/content-model'
import { icoFromPngs } from '../src/lib/ico'
import { NEWS_COVER_SIZE, newsClassCover } from '../src/lib/news-cover'
import { companyIcon, companyMark, newsCover, type NewsTheme, shareCard, shareCardSquare } from '../src/seed/demo/artwork/compositions'
import { NEWS_TAGS } from '../src/seed/demo/data/news'

const out = path.resolve(process.argv[2] ?? 'public')

/** Each class's drawing: what its news is most often about. */
const CLASS_THEMES: Record<NewsClass, NewsTheme> = { newsletter: 'plan', company: 'event', notice: 'notice', industry: 'bridge' }

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()

async function write(name: string, data: Buffer) {
  const file = path.join(out, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, data)
  console.log(`${path.relative(process.cwd(), file)}  ${(data.length / 1024).toFixed(1)} KB`)
}

async function main() {
  const icon = companyIcon()
  await write('favicon.ico', icoFromPngs(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(icon, size) })))))
  await write('icon-32.png', await png(icon, 32))
  await write('apple-touch-icon.png', await png(companyMark(), 180))
  await write('share.png', await sharp(Buffer.from(shareCard())).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer())
  await write(
    'share-square.png',
    await sharp(Buffer.from(shareCardSquare())).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer(),
  )
  for (const cls of NEWS_CLASSES) {
    // Every language of the table, served or not: a site that adds one has its pictures already.
    for (const lang of KNOWN_LOCALES) {
      const svg = newsCover(CLASS_THEMES[cls], `class-${cls}`, textInLanguage(NEWS_TAGS[cls], lang))
      await write(
        newsClassCover('', cls, lang).slice(1),
        await sharp(Buffer.from(svg)).resize(NEWS_COVER_SIZE.width, NEWS_COVER_SIZE.height).webp({ quality: 80, effort: 6 }).toBuffer(),
      )
    }
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
