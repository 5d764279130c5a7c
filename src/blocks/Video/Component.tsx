import { VideoPlayer } from '@/components/pages/VideoPlayer'
import { imageView, mediaUrl } from '@/content/media'
import type { VideoBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import styles from './Component.module.css'

/** A demonstration video with its poster; nothing is downloaded before the visitor presses play. */
export function VideoComponent({ block: data }: { block: VideoBlock }) {
  const src = mediaUrl(data.video)
  if (!src) return null
  const poster = imageView(data.poster, 'large')
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      <figure className={styles.figure}>
        <VideoPlayer src={src} poster={poster?.url} title={data.heading || data.caption || ''} lazy />
        {data.caption ? <figcaption className={styles.caption}>{data.caption}</figcaption> : null}
      </figure>
    </div>
  )
}
