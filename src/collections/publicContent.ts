import type { CollectionConfig } from 'payload'

import { editors, publishedOrEditors } from '@/access/roles'
import type { CacheTag } from '@/content/cache'
import { revalidateCollection } from '@/content/revalidate'

type Options = {
  /** Autosave, scheduled publishing: for content that changes every week. */
  editorial?: boolean
  tags: CacheTag[]
}

/**
 * What every collection that visitors see shares: editors write, the public reads published documents only,
 * drafts and versions, and the cache tags to drop on publish.
 */
export function publicContent(config: CollectionConfig, { editorial = false, tags }: Options): CollectionConfig {
  const hooks = revalidateCollection(...tags)
  return {
    ...config,
    access: { read: publishedOrEditors, create: editors, update: editors, delete: editors, readVersions: editors },
    versions: {
      maxPerDoc: 50,
      drafts: editorial ? { autosave: { interval: 2000 }, schedulePublish: true } : true,
    },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), ...hooks.afterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), ...hooks.afterDelete],
    },
  }
}
