import { getTranslations } from 'next-intl/server'

import type { CaseFactsBlock } from '@/payload-types'

import block from '../shared/block.module.css'
import styles from './Component.module.css'

/** A project at a glance: client, place, scale, year, and what it achieved. */
export async function CaseFactsComponent({ block: data }: { block: CaseFactsBlock }) {
  const t = await getTranslations('pages.caseFacts')
  const facts = [
    ...(data.client?.trim() ? [{ label: t('client'), value: data.client }] : []),
    { label: t('clientType'), value: data.clientType },
    { label: t('location'), value: data.location },
    { label: t('scale'), value: data.scale },
    { label: t('year'), value: data.year },
  ]
  return (
    <div className={block.container}>
      <h2 className={block.heading}>{t('heading')}</h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {data.results?.length ? (
        <>
          <h3 className={styles.resultsHeading}>{t('results')}</h3>
          <ul className={styles.results}>
            {data.results.map((r, i) => (
              <li key={r.id ?? i}>{r.text}</li>
            ))}
          </ul>
        </>
      ) : null}
      {data.quote?.trim() ? (
        <figure className={styles.quote}>
          <blockquote>
            <p>{data.quote}</p>
          </blockquote>
          {data.quoteBy?.trim() ? <figcaption>{data.quoteBy}</figcaption> : null}
        </figure>
      ) : null}
    </div>
  )
}
