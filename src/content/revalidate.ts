import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { type AnyTag, invalidate } from './cache'
import type { CacheTag } from './cache-tags'
import { sitemapTagsOf } from './sitemap-tags'

/** A change made through Payload's local API (jobs, scripts, server code) rather than a REST or GraphQL request. */
function isLocalApi(req: { payloadAPI?: string } | undefined): boolean {
  return req?.payloadAPI === 'local'
}

/** The content tags and the sitemap's index and child of this document. */
function tagsFor(tags: CacheTag[], collection: { slug: string } | undefined, doc: { id?: unknown } | undefined): AnyTag[] {
  return [...tags, ...(collection ? sitemapTagsOf(collection.slug, doc?.id) : [])]
}

/**
 * Hooks that drop the cached reads of a collection after every change that visitors could see, and the sitemap
 * child that lists the document.
 */
export function revalidateCollection(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, context, req, collection }) => {
        // A draft saved over a draft changes nothing a visitor sees; anything else might.
        const draftOnly = doc?._status === 'draft' && previousDoc?._status !== 'published'
        if (!draftOnly && !context?.skipRevalidate) invalidate(tagsFor(tags, collection, doc), { outsideRequest: isLocalApi(req) })
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req, collection }) => {
        invalidate(tagsFor(tags, collection, doc), { outsideRequest: isLocalApi(req) })
        return doc
      },
    ],
  }
}

export function revalidateGlobal(...tags: CacheTag[]): GlobalAfterChangeHook[] {
  return [
    ({ doc, req }) => {
      invalidate(tags, { outsideRequest: isLocalApi(req) })
      return doc
    },
  ]
}
