import type { CollectionConfig } from 'payload'

import { editors, publishedOrEditors } from '@/access/roles'
import { baiduPushHook } from '@/content/baidu-push'
import type { CacheTag } from '@/content/cache'
import { revalidateCollection } from '@/content/revalidate'

const BAIDU_PUSHED = ['news', 'pages', 'videos'] as const

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
  // Pages with a public URL of their own are pushed to Baidu on publish (when the site settings say so).
  const pushed = BAIDU_PUSHED.find((slug) => slug === config.slug)
  return {
    ...config,
    access: { read: publishedOrEditors, create: editors, update: editors, delete: editors, readVersions: editors },
    versions: {
      maxPerDoc: 50,
      drafts: editorial ? { autosave: { interval: 2000 }, schedulePublish: true } : true,
    },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), ...hooks.afterChange, ...(pushed ? [baiduPushHook(pushed)] : [])],
      afterDelete: [...(config.hooks?.afterDelete ?? []), ...hooks.afterDelete],
    },
  }
}
