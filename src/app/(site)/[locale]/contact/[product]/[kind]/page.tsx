import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/pages/PageIntro'
import { pageLocale } from '@/components/pages/params'
import { buildMetadata } from '@/components/pages/seo'
import shared from '@/components/pages/shared.module.css'
import { getSiteSettings } from '@/content/globals'
import { listPages } from '@/content/pages'
import { inLanguage, isLocale, type Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { SEGMENT } from '@/i18n/query-routes'
import { isRequestKind, newSubmissionId, REQUEST_KIND_LABELS, REQUEST_KINDS, type RequestKind } from '@/lib/contact-form'

import { type ContactContext, ContactForm } from '../../ContactForm'
import styles from '../../page.module.css'
import { ContactWays } from './ContactWays'

type Params = { locale: string; product: string; kind: string }

export const dynamicParams = true

/** `/contact` is `/contact/_all/_all` inside, `/contact?product=eicad&kind=demo` `/contact/eicad/demo` (src/i18n/query-routes.ts). */
export function generateStaticParams() {
  return [{ product: SEGMENT.all, kind: SEGMENT.all }]
}

/** The context of a call to action: its product or solution when it is one (by route name), and its request kind. */
async function contextOf(locale: Locale, product: string, kind: string): Promise<ContactContext> {
  const pages = product === SEGMENT.all ? [] : await listPages(locale)
  const page = pages.find((p) => p.slug === product && (p.category === 'product' || p.category === 'solution'))
  return { product: page ? { slug: page.slug, title: page.title } : null, kind: isRequestKind(kind) ? kind : null }
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'pages.contact' })
  return buildMetadata({ locale, path: '/contact', title: t('title'), description: t('description') })
}

/** The contact page (contract 1 and 4): the company's contacts from the site settings and the contact form. */
export default async function ContactPage({ params }: { params: Promise<Params> }) {
  const locale = await pageLocale(params)
  const { product, kind } = await params
  const [t, settings, context] = await Promise.all([
    getTranslations('pages.contact'),
    getSiteSettings(locale),
    contextOf(locale, product, kind),
  ])
  return (
    <main>
      <PageIntro crumbs={[{ label: t('title') }]} title={t('title')} lead={t('lead')} />
      <div className={`${shared.container} ${styles.layout}`}>
        <ContactWays settings={settings} />
        <section aria-labelledby="contact-form" className={styles.formColumn}>
          <h2 id="contact-form" className={styles.heading}>
            {t('formHeading')}
          </h2>
          <ContactForm
            locale={locale}
            submissionId={newSubmissionId()}
            context={context}
            kinds={REQUEST_KINDS.map((value: RequestKind) => ({ value, label: inLanguage(REQUEST_KIND_LABELS[value], locale) }))}
            texts={{
              kind: t('kind'),
              kindNone: t('kindNone'),
              product: t('product'),
              organisation: t('organisation'),
              province: t('province'),
              optional: t('optional'),
              name: t('name'),
              phone: t('phone'),
              email: t('email'),
              requirement: t('requirement'),
              website: t('website'),
              required: t('required'),
              submit: t('submit'),
              sending: t('sending'),
              failed: t('failed'),
            }}
          />
          <p className={styles.privacy}>{t.rich('privacy', { link: (chunks) => <Link href="/privacy">{chunks}</Link> })}</p>
        </section>
      </div>
    </main>
  )
}
