import prose from '@/components/pages/prose.module.css'
import { richTextToHtml } from '@/content/richtext'
import type { RichTextBlock } from '@/payload-types'

import block from '../shared/block.module.css'

/** Rich text from the editor, sanitised by the content layer. */
export function RichTextComponent({ block: data }: { block: RichTextBlock }) {
  // Under the block's h2 heading when it has one, else under the page's h1 (or an earlier block's heading).
  const html = richTextToHtml(data.content, { headingLevel: data.heading ? 3 : 2 })
  if (!html && !data.heading) return null
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
