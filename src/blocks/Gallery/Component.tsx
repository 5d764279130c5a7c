import { imageView } from '@/content/media'
import type { GalleryBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import styles from './Component.module.css'

/** Screenshots in a grid, each with its caption. */
export function GalleryComponent({ block: data }: { block: GalleryBlock }) {
  const images = (data.images ?? []).flatMap((item, i) => {
    const view = imageView(item.image, 'card')
    return view?.url ? [{ key: item.id ?? String(i), view, caption: item.caption ?? '' }] : []
  })
  if (!images.length) return null
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      <ul className={styles.grid}>
        {images.map(({ key, view, caption }) => (
          <li key={key}>
            <figure className={styles.figure}>
              <img
                src={view.url}
                srcSet={view.srcSet || undefined}
                sizes={view.srcSet ? '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw' : undefined}
                // A caption that says what the alt text says already describes the image (no repeated reading).
                alt={caption && view.alt.trim() === caption.trim() ? '' : view.alt || caption}
                width={view.width ?? 800}
                height={view.height ?? 450}
                loading="lazy"
                decoding="async"
              />
              {caption ? <figcaption>{caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  )
}
