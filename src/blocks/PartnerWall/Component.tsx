import { listPartnerLogos } from '@/content/partner-wall'
import type { Locale } from '@/i18n/locales'
import type { PartnerWallBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import styles from './Component.module.css'

/** The published partners' logos, each named (and linked when the partner has a website). */
export async function PartnerWallComponent({ block: data, locale }: { block: PartnerWallBlock; locale: Locale }) {
  const partners = await listPartnerLogos(locale)
  if (!partners.length) return null
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      {data.intro ? <p className={block.intro}>{data.intro}</p> : null}
      <ul className={styles.wall}>
        {partners.map((p) => {
          const logo = <img src={p.logoUrl} alt={p.name} width={p.width ?? 400} height={p.height ?? 160} loading="lazy" decoding="async" />
          return (
            <li key={p.partnerId} className={styles.item}>
              {p.website ? (
                <a href={p.website} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
