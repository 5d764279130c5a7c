import { imageView } from '@/content/media'
import type { ImageTextBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import styles from './Component.module.css'

/** A picture beside a text with bullet points; the picture on the left or the right. */
export function ImageTextComponent({ block: data, lazy = true }: { block: ImageTextBlock; lazy?: boolean }) {
  const image = imageView(data.image, 'card')
  const left = data.imagePosition === 'left'
  return (
    <div className={`${block.container} ${styles.row} ${left ? styles.left : ''}`}>
      <div className={styles.text}>
        <h2 className={block.heading}>{data.heading}</h2>
        {data.text ? <p className={styles.lead}>{data.text}</p> : null}
        {data.bullets?.length ? (
          <ul className={styles.bullets}>
            {data.bullets.map((b, i) => (
              <li key={b.id ?? i}>{b.text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {image?.url ? (
        <div className={styles.media}>
          <img
            src={image.url}
            srcSet={image.srcSet || undefined}
            sizes={image.srcSet ? '(min-width: 900px) 50vw, 100vw' : undefined}
            alt={image.alt}
            width={image.width ?? 800}
            height={image.height ?? 450}
            loading={lazy ? 'lazy' : undefined}
            decoding="async"
          />
        </div>
      ) : null}
    </div>
  )
}
