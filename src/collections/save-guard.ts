import type { CollectionConfig, GlobalConfig } from 'payload'

import { afterCollectionSave, afterGlobalSave, guardCollectionSave, guardGlobalSave } from '@/content/save-guard'

/**
 * The version check of every save, the autosave history and the autosaver's lock (src/content/save-guard.ts) on
 * a collection editors or sales edit. Not on accounts (signing in writes to the account's row), nor on what only
 * the system writes (audit log, insight rollups).
 */
const UNGUARDED = ['users', 'audit-log', 'insight-rollups']

export function withSaveGuard(config: CollectionConfig): CollectionConfig {
  if (UNGUARDED.includes(config.slug)) return config
  return {
    ...config,
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), guardCollectionSave],
      afterChange: [...(config.hooks?.afterChange ?? []), afterCollectionSave],
    },
  }
}

/** The same on a global. */
export function withSaveGuardGlobal(config: GlobalConfig): GlobalConfig {
  return {
    ...config,
    hooks: {
      ...config.hooks,
      beforeOperation: [...(config.hooks?.beforeOperation ?? []), guardGlobalSave],
      afterChange: [...(config.hooks?.afterChange ?? []), afterGlobalSave],
    },
  }
}
