/** Layout blocks of the pages collection, built for one language. */
import type {
  CallToActionBlock,
  CaseFactsBlock,
  FeatureGridBlock,
  FiguresBlock,
  GalleryBlock,
  ImageTextBlock,
  Page,
  PartnerWallBlock,
  RichTextBlock,
  SpecificationsBlock,
  TimelineBlock,
  VideoBlock,
} from '@/payload-types'

import type { Feature, Figure, L, Lang } from './data/types'
import { rich } from './richtext'

export type Block = NonNullable<Page['layout']>[number]
export type Link = { label: string; href: string; newWindow?: boolean }

export const richText = (heading: string | undefined, blocks: string[]): RichTextBlock => ({
  blockType: 'richText',
  heading,
  content: rich(blocks) as RichTextBlock['content'],
})

export const featureGrid = (lang: Lang, heading: string, intro: string | undefined, items: Feature[]): FeatureGridBlock => ({
  blockType: 'featureGrid',
  heading,
  intro,
  items: items.map((f) => ({ icon: f.icon, title: f.title[lang], text: f.text[lang] })),
})

export const imageText = (
  heading: string,
  text: string,
  bullets: string[],
  image: number,
  imagePosition: 'left' | 'right' = 'right',
): ImageTextBlock => ({
  blockType: 'imageText',
  heading,
  text,
  bullets: bullets.map((b) => ({ text: b })),
  image,
  imagePosition,
})

export const figures = (lang: Lang, heading: string, items: Figure[]): FiguresBlock => ({
  blockType: 'figures',
  heading,
  items: items.map((f) => ({ value: f.value, unit: f.unit[lang] || undefined, label: f.label[lang] })),
})

export const gallery = (heading: string, images: Array<{ image: number; caption: string }>): GalleryBlock => ({
  blockType: 'gallery',
  heading,
  images,
})

export const specifications = (lang: Lang, heading: string, rows: Array<[L, L]>): SpecificationsBlock => ({
  blockType: 'specifications',
  heading,
  rows: rows.map(([name, value]) => ({ name: name[lang], value: value[lang] })),
})

export const caseFacts = (f: {
  client?: string
  clientType: string
  location: string
  scale: string
  year: string
  results: string[]
  quote?: string
  quoteBy?: string
}): CaseFactsBlock => ({
  blockType: 'caseFacts',
  client: f.client,
  quote: f.quote,
  quoteBy: f.quoteBy,
  clientType: f.clientType,
  location: f.location,
  scale: f.scale,
  year: f.year,
  results: f.results.map((text) => ({ text })),
})

export const timeline = (heading: string, items: Array<{ year: string; title: string; text: string }>): TimelineBlock => ({
  blockType: 'timeline',
  heading,
  items,
})

export const partnerWall = (heading: string, intro: string): PartnerWallBlock => ({ blockType: 'partnerWall', heading, intro })

export const video = (heading: string, file: number, poster: number, caption: string): VideoBlock => ({
  blockType: 'video',
  heading,
  video: file,
  poster,
  caption,
})

export const callToAction = (heading: string, text: string, links: Link[]): CallToActionBlock => ({
  blockType: 'callToAction',
  heading,
  text,
  links: links.map((l) => ({ label: l.label, href: l.href, newWindow: l.newWindow ?? false })),
})
