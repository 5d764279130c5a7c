import { getTranslations } from 'next-intl/server'

import type { ProductResources as Resources, ResourceLink } from '@/content/product-resources'
import { publicBasePath } from '@/env-public'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/lib/seo'

import styles from './ProductResources.module.css'
import shared from './shared.module.css'

/**
 * A product page's own material (src/content/product-resources.ts): download, help document, tutorials and cases,
 * each group shown when there is something in it. Plain links: a help chapter or a download entry is an anchor in a
 * long page, so they load in full.
 */
export async function ProductResources({ resources, locale }: { resources: Resources; locale: Locale }) {
  const groups: Array<['download' | 'help' | 'tutorials' | 'cases', ResourceLink[]]> = [
    ['download', resources.download ? [resources.download] : []],
    ['help', resources.help ? [resources.help] : []],
    ['tutorials', resources.tutorials],
    ['cases', resources.cases],
  ]
  const shown = groups.filter(([, links]) => links.length > 0)
  if (shown.length === 0) return null
  const t = await getTranslations('pages.resources')
  const base = publicBasePath()
  return (
    <section className={styles.resources} aria-labelledby="resources-heading" data-testid="product-resources">
      <div className={shared.container}>
        <h2 id="resources-heading" className={shared.sectionHeading}>
          {t('heading')}
        </h2>
        <div className={styles.groups}>
          {shown.map(([name, links]) => (
            <div key={name} className={styles.group}>
              <h3 className={styles.title}>{t(name)}</h3>
              <ul className={styles.list}>
                {links.map((link) => (
                  <li key={link.href}>
                    <a href={`${base}${localizedPath(locale, link.href)}`}>{link.title}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
