import type { TimelineBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import { Heading, itemLevel } from '../shared/Heading'
import styles from './Component.module.css'

/** Milestones in order: year, title, text. */
export function TimelineComponent({ block: data }: { block: TimelineBlock }) {
  const items = data.items ?? []
  if (!items.length) return null
  const level = itemLevel(Boolean(data.heading))
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      <ol className={styles.timeline}>
        {items.map((item, i) => (
          <li key={item.id ?? i} className={styles.item}>
            <span className={styles.year}>{item.year}</span>
            <div>
              <Heading level={level} className={styles.title}>
                {item.title}
              </Heading>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
