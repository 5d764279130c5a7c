import type { MetadataRoute } from 'next'

import { siteAddress } from '@/components/pages/seo'
import { SWITCH_PATH } from '@/lib/language-switch'

/** Everything public may be crawled; the admin, the language switch, Payload's REST API and the JSON API are not pages. */
export default function robots(): MetadataRoute.Robots {
  const { origin, basePath } = siteAddress()
  return {
    rules: [
      {
        userAgent: '*',
        allow: `${basePath}/`,
        disallow: [`${basePath}/admin`, `${basePath}${SWITCH_PATH}`, `${basePath}/api/`, `${basePath}/client/`, `${basePath}/system/`],
      },
    ],
    sitemap: `${origin}${basePath}/sitemap.xml`,
  }
}
