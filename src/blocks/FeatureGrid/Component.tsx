import type { FeatureGridBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import { Heading, itemLevel } from '../shared/Heading'
import styles from './Component.module.css'
import { FeatureIcon } from './Icon'

/** What a product does: a grid of features, each with an icon, a title and a short text. */
export function FeatureGridComponent({ block: data }: { block: FeatureGridBlock }) {
  const items = data.items ?? []
  if (!items.length && !data.heading) return null
  const level = itemLevel(Boolean(data.heading))
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      {data.intro ? <p className={block.intro}>{data.intro}</p> : null}
      <ul className={styles.grid}>
        {items.map((item, i) => (
          <li key={item.id ?? i} className={styles.card}>
            <span className={styles.icon}>
              <FeatureIcon name={item.icon} />
            </span>
            <Heading level={level} className={styles.title}>
              {item.title}
            </Heading>
            {item.text ? <p className={styles.text}>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
