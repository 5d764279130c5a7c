import type { CollectionConfig } from 'payload'

import { editors, publishedOrEditors } from '@/access/roles'
import type { CacheTag } from '@/content/cache'
import { revalidateCollection } from '@/content/revalidate'

import { scheduleEndpoint } from './schedule'

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
      // Scheduling on a 24-hour clock in 5-minute steps (the jobs queue publishes on JOBS_CRON, src/payload.config.ts).
      drafts: editorial ? { autosave: { interval: 2000 }, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } } : true,
    },
    endpoints: [...(config.endpoints || []), ...(editorial ? [scheduleEndpoint(config.slug)] : [])],
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), ...hooks.afterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), ...hooks.afterDelete],
    },
  }
}
