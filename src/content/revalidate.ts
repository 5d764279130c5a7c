import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { type CacheTag, invalidate } from './cache'

/** Hooks that drop the cached reads of a collection after every change that visitors could see. */
export function revalidateCollection(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, context }) => {
        // A draft saved over a draft changes nothing a visitor sees; anything else might.
        const draftOnly = doc?._status === 'draft' && previousDoc?._status !== 'published'
        if (!draftOnly && !context?.skipRevalidate) invalidate(tags)
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        invalidate(tags)
        return doc
      },
    ],
  }
}

export function revalidateGlobal(...tags: CacheTag[]): GlobalAfterChangeHook[] {
  return [
    ({ doc }) => {
      invalidate(tags)
      return doc
    },
  ]
}
