import { siteAddress } from '@/components/pages/seo'
import { readSitemapChild } from '@/content/sitemap'
import { parseChildName, urlsetXml, xmlResponse } from '@/lib/sitemap'

/** One child of the sitemap index (`news-3.xml`): its pages in both languages with their hreflang alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const child = parseChildName((await params).file)
  const entries = child ? await readSitemapChild(child) : null
  if (!entries) return new Response('未找到 / Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return xmlResponse(urlsetXml(siteAddress(), entries))
}
