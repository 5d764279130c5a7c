import { getTranslations } from 'next-intl/server'

import type { getSiteSettings } from '@/content/globals'

import styles from '../../page.module.css'

type SiteSettings = Awaited<ReturnType<typeof getSiteSettings>>

/** A phone number as a `tel:` address: its digits and plus sign only. */
const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`

/** The company's contacts from the site settings: hotlines, mailboxes, regional consultants and the address. */
export async function ContactWays({ settings }: { settings: SiteSettings }) {
  const t = await getTranslations('pages.contact')
  const mailboxes = [
    { label: t('sales'), value: settings.mailboxes?.sales },
    { label: t('support'), value: settings.mailboxes?.support },
    { label: t('development'), value: settings.mailboxes?.development },
  ].filter((m): m is { label: string; value: string } => Boolean(m.value))
  return (
    <section aria-labelledby="contact-ways" className={styles.ways}>
      <h2 id="contact-ways" className={styles.heading}>
        {t('ways')}
      </h2>
      <dl className={styles.list}>
        {(settings.hotlines ?? []).map((h, i) => (
          <div key={h.id ?? i}>
            <dt>{h.label || t('hotline')}</dt>
            <dd>
              <a href={telHref(h.number)}>{h.number}</a>
            </dd>
          </div>
        ))}
        {mailboxes.map((m) => (
          <div key={m.label}>
            <dt>{m.label}</dt>
            <dd>
              <a href={`mailto:${m.value}`}>{m.value}</a>
            </dd>
          </div>
        ))}
        {(settings.consultants ?? []).map((c, i) => (
          <div key={c.id ?? i}>
            <dt>{c.area}</dt>
            <dd>
              {c.name} <a href={telHref(c.phone)}>{c.phone}</a>
            </dd>
          </div>
        ))}
        {settings.address ? (
          <div>
            <dt>{t('address')}</dt>
            <dd>
              {settings.address}
              {settings.postcode ? ` (${settings.postcode})` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
