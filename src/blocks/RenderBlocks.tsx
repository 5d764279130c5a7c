import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { CallToActionComponent } from './CallToAction/Component'
import { CaseFactsComponent } from './CaseFacts/Component'
import { FeatureGridComponent } from './FeatureGrid/Component'
import { FiguresComponent } from './Figures/Component'
import { GalleryComponent } from './Gallery/Component'
import { ImageTextComponent } from './ImageText/Component'
import { PartnerWallComponent } from './PartnerWall/Component'
import styles from './RenderBlocks.module.css'
import { RichTextComponent } from './RichText/Component'
import { SpecificationsComponent } from './Specifications/Component'
import { TimelineComponent } from './Timeline/Component'
import { VideoComponent } from './Video/Component'

export type LayoutBlock = NonNullable<Page['layout']>[number]

function BlockBody({ block, locale, index }: { block: LayoutBlock; locale: Locale; index: number }) {
  switch (block.blockType) {
    case 'richText':
      return <RichTextComponent block={block} />
    case 'featureGrid':
      return <FeatureGridComponent block={block} />
    case 'imageText':
      return <ImageTextComponent block={block} lazy={index > 0} />
    case 'figures':
      return <FiguresComponent block={block} />
    case 'video':
      return <VideoComponent block={block} />
    case 'gallery':
      return <GalleryComponent block={block} />
    case 'specifications':
      return <SpecificationsComponent block={block} />
    case 'caseFacts':
      return <CaseFactsComponent block={block} />
    case 'timeline':
      return <TimelineComponent block={block} />
    case 'partnerWall':
      return <PartnerWallComponent block={block} locale={locale} />
    case 'callToAction':
      return <CallToActionComponent block={block} />
    default: {
      // Every block type of the content model has its case: a block added to src/blocks/index.ts (and to the generated
      // types) without a renderer fails the type check here instead of rendering nothing.
      const unrendered: never = block
      return unrendered
    }
  }
}

/** A page's layout blocks in order, each in its own section; plain and tinted sections alternate. */
export function RenderBlocks({ blocks, locale }: { blocks: LayoutBlock[] | null | undefined; locale: Locale }) {
  if (!blocks?.length) return null
  // A call to action has its own dark band; the others alternate between plain and tinted.
  const bands: string[] = []
  let tinted = false
  for (const block of blocks) {
    if (block.blockType === 'callToAction') {
      bands.push(styles.band)
    } else {
      bands.push(tinted ? styles.tinted : styles.plain)
      tinted = !tinted
    }
  }
  return (
    <>
      {blocks.map((block, index) => {
        const band = bands[index]
        return (
          <section key={block.id ?? index} className={`${styles.section} ${band}`} data-block={block.blockType}>
            <BlockBody block={block} locale={locale} index={index} />
          </section>
        )
      })}
    </>
  )
}
