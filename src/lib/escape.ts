/**
 * Text placed in HTML or XML (the site's own markup, the sitemap, the demo's SVG artwork): the five characters that
 * could end a text or an attribute value written as their entities. `&#39;` rather than `&apos;`, which HTML 4 and
 * some mail readers do not know; XML knows both.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c])
}
