import type { Block, CollectionConfig, Field, GlobalConfig } from 'payload'

import type { Bilingual } from '@/lib/row-label'

const ROW_LABEL = '@/components/admin/RowLabel#RowLabel'

function bilingual(value: unknown): Bilingual | undefined {
  const v = value as Partial<Bilingual> | undefined
  return typeof v?.zh === 'string' && typeof v?.en === 'string' ? { zh: v.zh, en: v.en } : undefined
}

function withBlockRows(block: Block): Block {
  return { ...block, fields: withRows(block.fields) }
}

/** Every list (array field) without a row label of its own gets RowLabel, at any depth (groups, tabs, blocks). */
function withRows(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'array') {
      const components = field.admin?.components
      const RowLabel = components?.RowLabel ?? { path: ROW_LABEL, clientProps: { singular: bilingual(field.labels?.singular) } }
      return { ...field, fields: withRows(field.fields), admin: { ...field.admin, components: { ...components, RowLabel } } }
    }
    if (field.type === 'blocks') return { ...field, blocks: field.blocks.map(withBlockRows) }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withRows(tab.fields) })) }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: withRows(field.fields) }
    return field
  })
}

/** Rows named by their content instead of "Item 01" (src/lib/row-label.ts), on a collection. */
export function withRowLabels(config: CollectionConfig): CollectionConfig {
  return { ...config, fields: withRows(config.fields) }
}

/** The same on a global. */
export function withRowLabelsGlobal(config: GlobalConfig): GlobalConfig {
  return { ...config, fields: withRows(config.fields) }
}
