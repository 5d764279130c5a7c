import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { languagesWithTitle } from '@/lib/translation-state'

/**
 * A document's title in the first language of the table that has one, from its newest draft: the admin's lists name an
 * item not yet written in the language they show by its title in another language (src/components/admin/ListTitleCell.tsx),
 * never "<No Title>". One read of one column by id.
 */
export async function titleInAnyLanguage(
  payload: Payload,
  slug: string,
  id: number | string,
  field: string,
): Promise<{ locale: Locale; title: string } | null> {
  const doc = (await payload.findByID({
    collection: slug as 'news',
    id,
    locale: 'all',
    depth: 0,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
    select: { [field]: true } as never,
  })) as Record<string, unknown> | null
  const titles = doc?.[field] as Record<string, string> | undefined
  const [locale] = languagesWithTitle(titles)
  return locale ? { locale, title: titles![locale] } : null
}
