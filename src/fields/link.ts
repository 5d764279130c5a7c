/**
 * Link fields that editors fill in (banner links, buttons, menu paths, partner sites, download and SaaS addresses,
 * page route names, links in rich text): saving anything but an http(s), mailto or tel address or a path of this site
 * is refused with a message in the editor's language (src/lib/links.ts), and a link saved before these rules is read
 * back as empty by everyone but editors and administrators (so the site, its API and Payload's public REST API
 * never hand one out, and an editor still sees what to correct).
 */
import type { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { FieldHook, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { hasRole } from '@/access/roles'
import {
  linkMessage,
  linkProblem,
  routeNameMessage,
  safeLink,
  safeRouteName,
  unsafeRichTextLinks,
  withoutUnsafeRichTextLinks,
} from '@/lib/links'

const seesLinksAsSaved = hasRole('admin', 'editor')

const languageOf = (req: Partial<PayloadRequest> | undefined) => req?.i18n?.language

const validateLink: TextFieldSingleValidation = (value, options) => {
  if (linkProblem(value) !== null) return linkMessage(languageOf(options.req))
  return text(value, options)
}

/** The address of a link in rich text (the editor's link drawer): as a link field, except for a link to a document. */
export const validateLinkUrl: TextFieldSingleValidation = (value, options) => {
  if ((options.siblingData as { linkType?: unknown } | undefined)?.linkType === 'internal') return true
  return validateLink(value, options)
}

const readLink: FieldHook = ({ value, req }) => (typeof value !== 'string' || seesLinksAsSaved(req?.user) ? value : safeLink(value))

/** Spread into a text field holding a link: `{ name: 'link', type: 'text', ...linkField }`. */
export const linkField = { validate: validateLink, hooks: { afterRead: [readLink] } }

const validateRouteName: TextFieldSingleValidation = (value, options) => {
  if (typeof value === 'string' && value.trim() !== '' && safeRouteName(value) === '') return routeNameMessage(languageOf(options.req))
  return text(value, options)
}

const readRouteName: FieldHook = ({ value, req }) =>
  typeof value !== 'string' || seesLinksAsSaved(req?.user) ? value : safeRouteName(value)

/** Spread into a text field holding a page's route name (`airoad`, `news/build1`), which the site links to. */
export const routeNameField = { validate: validateRouteName, hooks: { afterRead: [readRouteName] } }

/** The rich-text editor of the Payload config (Lexical). */
type EditorProvider = ReturnType<typeof lexicalEditor>
type Adapter = Awaited<ReturnType<EditorProvider>>
type AfterReadHook = NonNullable<NonNullable<Adapter['hooks']>['afterRead']>[number]

/**
 * The rich-text editor with the same rules for its links (link and automatic link nodes): a save with another link
 * is refused with the message and the link in question; reading for anyone but an editor leaves such a link out.
 */
export function withSafeLinks(provider: EditorProvider): EditorProvider {
  return async (args) => {
    const adapter = await provider(args)
    const validate: Adapter['validate'] = async (value, options) => {
      const [bad] = unsafeRichTextLinks(value)
      if (bad !== undefined) return `${linkMessage(languageOf(options.req))}: “${bad.length > 80 ? `${bad.slice(0, 80)}…` : bad}”`
      return adapter.validate(value, options)
    }
    const hideUnsafeLinks: AfterReadHook = ({ value, req }) => (seesLinksAsSaved(req?.user) ? value : withoutUnsafeRichTextLinks(value))
    return { ...adapter, validate, hooks: { ...adapter.hooks, afterRead: [...(adapter.hooks?.afterRead ?? []), hideUnsafeLinks] } }
  }
}
