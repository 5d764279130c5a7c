import shared from '@/components/pages/shared.module.css'
import { SmartLink } from '@/components/pages/SmartLink'
import type { CallToActionBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import styles from './Component.module.css'

/** A closing invitation on a dark band: a heading, a sentence and up to three buttons. */
export function CallToActionComponent({ block: data }: { block: CallToActionBlock }) {
  return (
    <div className={`${block.container} ${styles.cta}`}>
      <div>
        <h2 className={styles.heading}>{data.heading}</h2>
        {data.text ? <p className={styles.text}>{data.text}</p> : null}
      </div>
      {data.links?.length ? (
        <div className={styles.links}>
          {data.links.map((link, i) => (
            <SmartLink
              key={link.id ?? i}
              href={link.href}
              newWindow={Boolean(link.newWindow)}
              className={i === 0 ? `${shared.button} ${styles.primary}` : `${shared.button} ${styles.secondary}`}
            >
              {link.label}
            </SmartLink>
          ))}
        </div>
      ) : null}
    </div>
  )
}
