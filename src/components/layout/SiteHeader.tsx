import { getTranslations } from 'next-intl/server'

import { type Picture, pictureOf } from '@/content/home'
import { SEARCH_KINDS } from '@/content/search/store'
import type { ShellData } from '@/content/shell'
import { publicBasePath } from '@/env-public'
import { LANGUAGES, type Locale, localePrefix, otherLocales } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { QUERY_MAX_LENGTH } from '@/lib/search-text'

import { HeaderSearch } from '../search/HeaderSearch'
import { buildNavItems } from './build-nav'
import { headerFitScript } from './header-fit'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MainNav } from './MainNav'
import { NAV_KEYS, type NavKey } from './nav-model'
import styles from './SiteHeader.module.css'

/**
 * The header bar: logo, the menu of spec section 2, the search and the language switcher. Where the menu does not fit
 * (header-fit.ts), it folds into the menu button's sheet.
 */
export async function SiteHeader({ locale, shell }: { locale: Locale; shell: ShellData }) {
  const [t, ts] = await Promise.all([getTranslations('header'), getTranslations('search')])
  const settings = shell.settings
  const company = settings?.shortName?.trim() || settings?.companyName?.trim() || ''
  const logo = pictureOf(settings?.logo, 'thumbnail', company)
  const items = buildNavItems({
    locale,
    navigation: shell.navigation,
    software: shell.software,
    pages: shell.pages,
    saasLoginUrl: settings?.saasLoginUrl?.trim() ?? '',
    texts: {
      labels: Object.fromEntries(NAV_KEYS.map((k) => [k, t(`nav.${k}`)])) as Record<NavKey, string>,
      helpDocuments: t('helpDocuments'),
      updateLogs: t('updateLogs'),
      demonstrationTeaching: t('demonstrationTeaching'),
    },
  })
  // The languages the switch offers: the other one, or a menu of them once the table holds more than two.
  const targets = otherLocales(locale)
  return (
    <header className={styles.header} data-site-header="">
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      {/* data-nav-compact is set in the browser (header-fit.ts), before hydration: React leaves it alone. */}
      <div className={styles.bar} data-header-bar="" suppressHydrationWarning>
        <BrandLink locale={locale} company={company} logo={logo} label={t('homeLink', { company })} />
        <MainNav
          items={items}
          texts={{ mainNav: t('mainNav'), openMenu: t('openMenu'), closeMenu: t('closeMenu'), menu: t('menu'), newWindow: t('newWindow') }}
        />
        <HeaderSearch
          locale={locale}
          action={`${publicBasePath()}${localePrefix(locale)}/search`}
          maxLength={QUERY_MAX_LENGTH}
          texts={{
            label: ts('fieldLabel'),
            placeholder: ts('placeholder'),
            submit: ts('submit'),
            open: ts('open'),
            close: ts('close'),
            suggestions: ts('suggestions'),
            countNone: ts('suggestionsNone'),
            countOne: ts('suggestionsOne'),
            countOther: ts.raw('suggestionsMany') as string,
            allResults: ts.raw('allResults') as string,
            anyWords: ts('anyWords'),
            kinds: Object.fromEntries(SEARCH_KINDS.map((k) => [k, ts(`kinds.${k}`)])),
          }}
        />
        <LanguageSwitcher
          current={locale}
          targets={targets}
          label={t('switchLanguage')}
          title={t('switchLanguageLabel')}
          menuLabel={t('chooseLanguage')}
        />
      </div>
      <script type="module" dangerouslySetInnerHTML={{ __html: headerFitScript() }} />
    </header>
  )
}

/** The logo and the company's name, linking to the home page. */
function BrandLink({ locale, company, logo, label }: { locale: Locale; company: string; logo: Picture | null; label: string }) {
  return (
    <Link href="/pc_index" className={styles.brand} aria-label={label}>
      {logo ? (
        <img
          className={styles.logo}
          src={logo.src}
          alt=""
          width={logo.width ?? undefined}
          height={logo.height ?? undefined}
          decoding="async"
        />
      ) : null}
      {/* Without a logo, the name is written out; on Chinese pages it stands beside the logo too, whose lettering
          may be Latin only. */}
      {company && (!logo || LANGUAGES[locale].script !== 'Latn') ? (
        <span className={logo ? styles.besideLogo : styles.company} aria-hidden={logo ? true : undefined}>
          {company}
        </span>
      ) : null}
    </Link>
  )
}
