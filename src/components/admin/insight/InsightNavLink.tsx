'use client'
import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'

/** The admin navigation's link to the Insight page, for the roles that may see it. */
export function InsightNavLink() {
  const { user } = useAuth()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const role = (user as { role?: string } | null)?.role
  if (!role || !['admin', 'editor', 'sales'].includes(role)) return null
  return (
    <a className="nav__link" href={`${config.routes.admin}/insight`} style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">{i18n.language === 'en' ? 'Insight' : '访问统计'}</span>
    </a>
  )
}
