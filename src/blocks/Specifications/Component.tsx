import { getTranslations } from 'next-intl/server'

import type { SpecificationsBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import styles from './Component.module.css'

/** Technical data as a two-column table. */
export async function SpecificationsComponent({ block: data }: { block: SpecificationsBlock }) {
  const rows = data.rows ?? []
  if (!rows.length) return null
  const t = await getTranslations('pages.specifications')
  return (
    <div className={block.container}>
      {data.heading ? <h2 className={block.heading}>{data.heading}</h2> : null}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col">{t('value')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id ?? i}>
                <th scope="row">{row.name}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
