import { CallToActionBlock } from './CallToAction/config'
import { CaseFactsBlock } from './CaseFacts/config'
import { FeatureGridBlock } from './FeatureGrid/config'
import { FiguresBlock } from './Figures/config'
import { GalleryBlock } from './Gallery/config'
import { ImageTextBlock } from './ImageText/config'
import { PartnerWallBlock } from './PartnerWall/config'
import { RichTextBlock } from './RichText/config'
import { SpecificationsBlock } from './Specifications/config'
import { TimelineBlock } from './Timeline/config'
import { VideoBlock } from './Video/config'

/** Every layout block a page may hold, in the order editors see them. */
export const pageBlocks = [
  RichTextBlock,
  FeatureGridBlock,
  ImageTextBlock,
  FiguresBlock,
  VideoBlock,
  GalleryBlock,
  SpecificationsBlock,
  CaseFactsBlock,
  TimelineBlock,
  PartnerWallBlock,
  CallToActionBlock,
]
