import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'

import { InsightClient } from './InsightClient'

/**
 * The admin page "访问统计 / Insight" (`/admin/insight`): first-party counts of views, downloads, plays and leads
 * (src/content/insight/). Administrators and editors see everything, sales the leads; others are sent to the
 * dashboard. The charts (Chart.js) are loaded by this page alone (InsightClient).
 */
export function InsightView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/insight`)}`)
  const traffic = hasRole('admin', 'editor')(req.user)
  const leads = hasRole('admin', 'editor', 'sales')(req.user)
  if (!leads) redirect(adminRoute)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <InsightClient traffic={traffic} />
      </Gutter>
    </DefaultTemplate>
  )
}
