import { type AdminLanguage, adminText, LANGUAGES, type Locale } from '@/i18n/locales'

/**
 * The admin's words about one translated language (`target`, translated from its source in the table), in the admin's
 * own language: the list filters, the dashboard's sections, the state band's button and hint. For English in a
 * Chinese admin: 缺少英文, 英文待更新, 以中文为底稿创建英文.
 */
export function translationTexts(target: Locale, ui: AdminLanguage) {
  const name = LANGUAGES[target].adminName[ui]
  const source = LANGUAGES[target].source
  const sourceName = source ? LANGUAGES[source].adminName[ui] : ''
  return adminText(ui, {
    zh: {
      missing: `缺少${name}`,
      outdated: `${name}待更新`,
      start: `以${sourceName}为底稿创建${name}`,
      check: `${sourceName}在${name}上次保存后有修改，请核对${name}。`,
      settings: `全局设置的${name}`,
    },
    en: {
      missing: `Missing ${name}`,
      outdated: `${name} outdated`,
      start: `Start ${name} from ${sourceName}`,
      check: `The ${sourceName} changed after the ${name} was last saved: check the ${name}.`,
      settings: `${name} of the settings`,
    },
  })
}

/** A language's name in the admin's English, as a page anchor (`english`, `traditional-chinese`). */
export function languageSlug(target: Locale): string {
  return LANGUAGES[target].adminName.en.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}
