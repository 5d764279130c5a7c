import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { type Picture, pictureOf } from '@/content/home'
import { listPages } from '@/content/pages'
import { LANGUAGES, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { publicSecurityFilingLink } from '@/lib/filing'
import type { SiteSetting } from '@/payload-types'

import { telHref } from './nav-model'
import styles from './SiteFooter.module.css'

type Hotline = NonNullable<SiteSetting['hotlines']>[number]
type Consultant = NonNullable<SiteSetting['consultants']>[number]
type Mailbox = { kind: 'sales' | 'support' | 'development'; label: string; address: string }

/** The pages the footer's last row links to, by their route names, in this order: each only where it is published. */
const LEGAL_PAGES = ['privacy', 'terms'] as const

/**
 * The footer (spec sections 1 and 2, contract 6): hotlines, the three mailboxes, consulting contacts, postal address,
 * the QR code (not in English), copyright and the ICP filing number linked to the national filing site; all from the
 * site settings. A part the editors left empty is left out. The privacy policy and the terms of use are pages
 * (route names `privacy` and `terms`), linked by their titles where they are published in the visitor's language.
 */
export async function SiteFooter({ locale, settings }: { locale: Locale; settings: SiteSetting | null }) {
  const t = await getTranslations('footer')
  const company = settings?.companyName?.trim() ?? ''
  const hotlines = (settings?.hotlines ?? []).filter((h) => h.number?.trim())
  const mailboxes: Mailbox[] = (['sales', 'support', 'development'] as const)
    .map((kind) => ({ kind, address: settings?.mailboxes?.[kind]?.trim() ?? '' }))
    .filter((m) => m.address)
    .map((m) => ({ ...m, label: t(m.kind) }))
  const consultants = (settings?.consultants ?? []).filter((c) => c.phone?.trim() || c.name?.trim())
  const address = settings?.address?.trim() ?? ''
  const postcode = settings?.postcode?.trim() ?? ''
  const qr = LANGUAGES[locale].script === 'Latn' ? null : pictureOf(settings?.qrCode, 'thumbnail', t('qrCode', { company }))
  const pages = await listPages(locale)
  const legal = LEGAL_PAGES.flatMap((slug) => pages.filter((p) => p.slug === slug && p.title.trim()).map((p) => ({ slug, title: p.title })))

  return (
    <footer className={styles.footer} data-site-footer="" aria-label={t('label')}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {company ? <p className={styles.company}>{company}</p> : null}
          {hotlines.length > 0 ? (
            <FooterColumn id="footer-hotlines" title={t('hotlines')}>
              <HotlineList hotlines={hotlines} />
            </FooterColumn>
          ) : null}
          {mailboxes.length > 0 ? (
            <FooterColumn id="footer-mailboxes" title={t('mailboxes')}>
              <MailboxList mailboxes={mailboxes} />
            </FooterColumn>
          ) : null}
          {consultants.length > 0 ? (
            <FooterColumn id="footer-consulting" title={t('consulting')}>
              <ConsultantList consultants={consultants} />
            </FooterColumn>
          ) : null}
          {address ? (
            <FooterColumn id="footer-address" title={t('address')}>
              <PostalAddress address={address} postcodeLine={postcode ? t('postcode', { code: postcode }) : null} />
            </FooterColumn>
          ) : null}
          {qr ? <FooterQr qr={qr} caption={settings?.qrCaption?.trim() || t('qrCaption')} /> : null}
        </div>
        <FooterBottom settings={settings} legal={legal} />
      </div>
    </footer>
  )
}

/** A titled column of the footer, labelled by its heading. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The hotlines: each number as a phone link, after its label when it has one. */
function HotlineList({ hotlines }: { hotlines: Hotline[] }) {
  return (
    <ul className={styles.list}>
      {hotlines.map((h, i) => (
        <li key={h.id ?? i}>
          {h.label?.trim() ? <span className={styles.label}>{h.label}</span> : null}
          <a className={styles.phone} href={telHref(h.number)}>
            {h.number}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The mailboxes the editors filled in, each as a mail link after its label. */
function MailboxList({ mailboxes }: { mailboxes: Mailbox[] }) {
  return (
    <ul className={styles.list}>
      {mailboxes.map((m) => (
        <li key={m.kind}>
          <span className={styles.label}>{m.label}</span>
          <a href={`mailto:${m.address}`}>{m.address}</a>
        </li>
      ))}
    </ul>
  )
}

/** The consulting contacts: area and name, then the phone link when there is a number. */
function ConsultantList({ consultants }: { consultants: Consultant[] }) {
  return (
    <ul className={styles.list}>
      {consultants.map((c, i) => (
        <li key={c.id ?? i}>
          <span className={styles.label}>
            {c.area}
            {c.name ? ` · ${c.name}` : ''}
          </span>
          {c.phone?.trim() ? <a href={telHref(c.phone)}>{c.phone}</a> : null}
        </li>
      ))}
    </ul>
  )
}

/** The postal address, with the postcode on a line of its own when there is one. */
function PostalAddress({ address, postcodeLine }: { address: string; postcodeLine: string | null }) {
  return (
    <address className={styles.address}>
      {address}
      {postcodeLine ? (
        <>
          <br />
          {postcodeLine}
        </>
      ) : null}
    </address>
  )
}

/** The QR code and its caption. */
function FooterQr({ qr, caption }: { qr: Picture; caption: string }) {
  return (
    <figure className={styles.qr} data-footer-qr="">
      {}
      <img src={qr.src} alt={qr.alt} width={112} height={112} loading="lazy" decoding="async" />
      <figcaption>{caption}</figcaption>
    </figure>
  )
}

/** The footer's last row: copyright, the privacy policy and terms of use, the filing numbers and the demo notice. */
function FooterBottom({ settings, legal }: { settings: SiteSetting | null; legal: { slug: string; title: string }[] }) {
  const copyright = settings?.copyright?.trim() ?? ''
  const icpNumber = settings?.icpNumber?.trim() ?? ''
  const icpLink = settings?.icpLink?.trim() || 'https://beian.miit.gov.cn/'
  const psbNumber = settings?.psbNumber?.trim() ?? ''
  // The demo company says it is fictional (a site setting a real company leaves empty).
  const demoNotice = settings?.demoNotice?.trim() ?? ''
  return (
    <div className={styles.bottom}>
      {copyright ? <p>{copyright}</p> : null}
      {legal.length > 0 ? (
        <p className={styles.legal}>
          {legal.map((page) => (
            <Link key={page.slug} href={`/${page.slug}`} data-footer-legal={page.slug}>
              {page.title}
            </Link>
          ))}
        </p>
      ) : null}
      {icpNumber || psbNumber ? (
        <p className={styles.filings}>
          {icpNumber ? (
            <a href={icpLink} target="_blank" rel="noopener" data-footer-icp="">
              {icpNumber}
            </a>
          ) : null}
          {psbNumber ? (
            <a href={publicSecurityFilingLink(psbNumber, settings?.psbLink ?? '')} target="_blank" rel="noopener" data-footer-psb="">
              <FilingBadge />
              {psbNumber}
            </a>
          ) : null}
        </p>
      ) : null}
      {demoNotice ? (
        <p className={styles.demoNotice} data-footer-demo-notice="">
          {demoNotice}
        </p>
      ) : null}
    </div>
  )
}

/** A small shield beside the public security filing number (drawn for this site, not the platform's artwork). */
function FilingBadge() {
  return (
    <svg className={styles.badge} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M8 1.2 2.6 3.3v4.1c0 3.3 2.3 6.1 5.4 7.4 3.1-1.3 5.4-4.1 5.4-7.4V3.3z" fill="#c8102e" />
      <path d="m8 4.2.9 1.9 2 .3-1.5 1.4.4 2L8 8.8 6.2 9.8l.4-2-1.5-1.4 2-.3z" fill="#f5c400" />
    </svg>
  )
}
