import { jsonLdText } from '@/lib/seo'
import type { JsonLdDocument } from '@/lib/structured-data'

/** Structured data for search engines (schema.org, JSON-LD; built by src/lib/structured-data.ts). */
export function JsonLd({ data }: { data: JsonLdDocument | null }) {
  if (!data) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
