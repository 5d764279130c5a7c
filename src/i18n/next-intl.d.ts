/**
 * The UI texts' types for next-intl (its `AppConfig`): every `useTranslations(namespace)` / `getTranslations` call
 * and every key passed to `t()` is checked by the type check against the source language's files (Simplified
 * Chinese, `messages/zh/`). tests/unit/messages.test.ts checks that every configured language has the same keys.
 * A new area adds its file to MESSAGE_NAMESPACES (./request.ts) and here.
 */
import type { Locale } from './locales'
import type common from './messages/zh/common.json'
import type footer from './messages/zh/footer.json'
import type header from './messages/zh/header.json'
import type home from './messages/zh/home.json'
import type information from './messages/zh/information.json'
import type notFound from './messages/zh/notFound.json'
import type pages from './messages/zh/pages.json'
import type search from './messages/zh/search.json'
import type seo from './messages/zh/seo.json'
import type support from './messages/zh/support.json'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: {
      common: typeof common
      notFound: typeof notFound
      header: typeof header
      footer: typeof footer
      home: typeof home
      pages: typeof pages
      information: typeof information
      support: typeof support
      seo: typeof seo
      search: typeof search
    }
  }
}
