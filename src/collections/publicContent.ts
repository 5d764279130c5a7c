import type { CollectionConfig, Field } from 'payload'

import { editors, publishedOrEditors } from '@/access/roles'
import type { CacheTag } from '@/content/cache-tags'
import { mediaVisibilityHooks } from '@/content/media-visibility'
import { revalidateCollection } from '@/content/revalidate'
import { searchIndexHooks } from '@/content/search/hooks'
import { searchPushHooks } from '@/content/search-push'
import { hasFlag } from '@/lib/public-kinds'

import { dropSchedules, scheduleEndpoint } from './schedule'

type Options = {
  /** Autosave, scheduled publishing: for content that changes every week. */
  editorial?: boolean
  tags: CacheTag[]
}

/**
 * The list column "计划发布 / Scheduled" of the collections editors schedule: the next scheduled publish or unpublish
 * (src/components/admin/ScheduledCell.tsx). A UI field: nothing stored, nothing in the form.
 */
const scheduledColumn = {
  name: 'scheduled',
  type: 'ui',
  label: { zh: '计划发布', en: 'Scheduled' },
  admin: { components: { Cell: '@/components/admin/ScheduledCell#ScheduledCell' } },
} satisfies Field

/**
 * What every collection that visitors see shares: editors write, the public reads published documents only,
 * drafts and versions, and the cache tags to drop on publish.
 */
export function publicContent(config: CollectionConfig, { editorial = false, tags }: Options): CollectionConfig {
  const hooks = revalidateCollection(...tags)
  // The site search's entries of this document are renewed before the caches are dropped (src/content/search).
  const search = searchIndexHooks(config.slug)
  // Pages with a public URL of their own are pushed to search engines (when the site settings say so).
  const pushed = hasFlag(config.slug, 'searchPush') ? searchPushHooks(config.slug) : undefined
  return {
    ...config,
    ...(editorial
      ? {
          fields: [...config.fields, scheduledColumn],
          admin: {
            ...config.admin,
            ...(config.admin?.defaultColumns ? { defaultColumns: [...config.admin.defaultColumns, scheduledColumn.name] } : {}),
          },
        }
      : {}),
    access: { read: publishedOrEditors, create: editors, update: editors, delete: editors, readVersions: editors },
    versions: {
      // With autosave, each autosave is a version of its own, kept by age and the newest saves kept by number
      // (src/content/save-guard.ts): Payload's own limit would count autosaves and drop published versions.
      maxPerDoc: editorial ? 0 : 50,
      // Scheduling on a 24-hour clock to the minute, in Beijing time unless the editor picks another zone
      // (admin.timezones in src/payload.config.ts; the jobs queue publishes on JOBS_CRON).
      // `validate`: a draft is checked as a publish is (a title at least), so that opening "create" makes no empty
      // draft (Payload creates the document at once only when drafts are not validated); the first save is the
      // editor's "Save draft", autosave follows from then on (docs/product-choices.md, "No empty drafts").
      drafts: editorial
        ? { autosave: { interval: 2000 }, validate: true, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 1 } }
        : true,
    },
    endpoints: [...(config.endpoints || []), ...(editorial ? [scheduleEndpoint(config.slug)] : [])],
    hooks: {
      ...config.hooks,
      // Media are public only while published content uses them (src/content/media-visibility.ts).
      beforeChange: [...(config.hooks?.beforeChange ?? []), ...mediaVisibilityHooks.beforeChange],
      afterChange: [
        ...(config.hooks?.afterChange ?? []),
        ...mediaVisibilityHooks.afterChange,
        ...search.afterChange,
        ...hooks.afterChange,
        ...(pushed ? pushed.afterChange : []),
      ],
      afterDelete: [
        ...(config.hooks?.afterDelete ?? []),
        ...mediaVisibilityHooks.afterDelete,
        ...search.afterDelete,
        ...hooks.afterDelete,
        ...(pushed ? pushed.afterDelete : []),
        ...(editorial ? [dropSchedules] : []),
      ],
    },
  }
}
