import { siteAddress } from '@/components/pages/seo'
import { listSitemapChildren } from '@/content/sitemap'
import { childName, sitemapIndexXml, xmlResponse } from '@/lib/sitemap'

/**
 * The sitemap index (robots.txt names it): one child per content type and per 10,000 URLs
 * (/sitemaps/<type>-<n>.xml, src/content/sitemap.ts), each with the last change of its content.
 */
export async function GET(): Promise<Response> {
  const { origin, basePath } = siteAddress()
  const children = await listSitemapChildren()
  return xmlResponse(sitemapIndexXml(children.map((c) => ({ loc: `${origin}${basePath}/sitemaps/${childName(c)}`, lastmod: c.lastmod }))))
}
