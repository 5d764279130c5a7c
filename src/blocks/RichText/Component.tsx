import prose from '@/components/pages/prose.module.css'
import { richTextToHtml } from '@/content/richtext'
import type { RichTextBlock } from '@/payload-types'

import block from '../shared/block.module.css'

/** Rich text from the editor, sanitised by the content layer. */
export function RichTextComponent({ block: data }: { block: RichTextBlock }) {
  const html = richTextToHtml(data.content)
  if (!html && !data.heading) return null
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
