import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

export default async function NotFound() {
  const t = await getTranslations('notFound')
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/pc_index">{t('back')}</Link>
    </main>
  )
}
