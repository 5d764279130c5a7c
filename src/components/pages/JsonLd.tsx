import { jsonLdText } from '@/lib/seo'

/** Structured data for search engines (schema.org, JSON-LD). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
