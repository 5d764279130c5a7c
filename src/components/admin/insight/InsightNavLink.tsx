'use client'
import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'

import { adminText } from '@/i18n/locales'

/** The admin navigation's link to the Insight page, for the roles that may see it. */
export function InsightNavLink() {
  const { user } = useAuth()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const role = (user as { role?: string } | null)?.role
  if (!role || !['admin', 'editor', 'sales'].includes(role)) return null
  return (
    <a className="nav__link" href={`${config.routes.admin}/insight`} style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">{adminText(i18n.language, { zh: '访问统计', en: 'Insight' })}</span>
    </a>
  )
}
