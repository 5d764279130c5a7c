import type { FiguresBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import styles from './Component.module.css'

/** Key figures: a large value with its unit and what it counts. */
export function FiguresComponent({ block: data }: { block: FiguresBlock }) {
  const items = data.items ?? []
  if (!items.length) return null
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      <dl className={styles.figures}>
        {items.map((item, i) => (
          <div key={item.id ?? i} className={styles.figure}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>
              {item.value}
              {item.unit ? <span className={styles.unit}>{item.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
