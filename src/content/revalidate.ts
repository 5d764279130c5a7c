import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { type CacheTag, invalidate } from './cache'

/** A change made through Payload's local API (jobs, scripts, server code) rather than a REST or GraphQL request. */
function isLocalApi(req: { payloadAPI?: string } | undefined): boolean {
  return req?.payloadAPI === 'local'
}

/** Hooks that drop the cached reads of a collection after every change that visitors could see. */
export function revalidateCollection(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, context, req }) => {
        // A draft saved over a draft changes nothing a visitor sees; anything else might.
        const draftOnly = doc?._status === 'draft' && previousDoc?._status !== 'published'
        if (!draftOnly && !context?.skipRevalidate) invalidate(tags, { outsideRequest: isLocalApi(req) })
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        invalidate(tags, { outsideRequest: isLocalApi(req) })
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
