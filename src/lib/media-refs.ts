/**
 * The media a document uses, read by its fields: upload and relationship fields to `media` (also inside groups,
 * arrays, blocks, tabs, rows and collapsibles) and upload nodes of rich text. Pure: the fields are a collection's or
 * global's config, the data a document as Payload returns it (one locale, or `locale: 'all'`, where a localized
 * field's value is an object by locale). Used to keep media private until published content uses it
 * (src/content/media-visibility.ts).
 */
import type { Block, Field } from 'payload'

import { LOCALES } from '@/i18n/locales'

export const MEDIA = 'media'

type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A media id from a stored relation value (`3`, `"3"`, `{ id: 3 }`), or null. */
function idOf(value: unknown): number | null {
  const raw = isRow(value) ? value.id : value
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A localized field's value as `locale: 'all'` returns it (`{ zh: …, en: … }`). */
function isLocaleMap(value: unknown): value is Row {
  if (!isRow(value)) return false
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key))
}

/** The id of a relation, stored (a number) or populated (an object with its id); null when there is none. */
export function relationId(ref: unknown): number | null {
  if (typeof ref === 'number') return ref
  if (ref && typeof ref === 'object' && 'id' in ref && typeof ref.id === 'number') {
    return (ref as { id: number }).id
  }
  return null
}

/** Upload nodes of a Lexical document (`{ type: 'upload', relationTo: 'media', value }`), at any depth. */
function richTextIds(node: unknown, into: Set<number>): void {
  if (Array.isArray(node)) {
    for (const child of node) richTextIds(child, into)
    return
  }
  if (!isRow(node)) return
  if (node.type === 'upload' && node.relationTo === MEDIA) {
    const id = idOf(node.value)
    if (id !== null) into.add(id)
  }
  if (isRow(node.root)) richTextIds(node.root, into)
  if (Array.isArray(node.children)) richTextIds(node.children, into)
}

function relationIds(field: { relationTo: string | string[] }, value: unknown, into: Set<number>): void {
  const values = Array.isArray(value) ? value : [value]
  for (const item of values) {
    if (Array.isArray(field.relationTo)) {
      if (isRow(item) && item.relationTo === MEDIA) {
        const id = idOf(item.value)
        if (id !== null) into.add(id)
      }
    } else if (field.relationTo === MEDIA) {
      const id = idOf(item)
      if (id !== null) into.add(id)
    }
  }
}

function blockOf(field: { blocks?: Block[]; blockReferences?: unknown[] }, slug: unknown): Block | undefined {
  const blocks = [...(field.blocks ?? []), ...((field.blockReferences ?? []).filter(isRow) as unknown as Block[])]
  return blocks.find((block) => block.slug === slug)
}

/** The ids of the media `data` uses through `fields`. */
export function mediaIdsIn(fields: readonly Field[], data: unknown, into: Set<number> = new Set()): Set<number> {
  if (!isRow(data)) return into
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) mediaIdsIn(tab.fields, 'name' in tab && tab.name ? data[tab.name] : data, into)
      continue
    }
    if (!('name' in field)) {
      if ('fields' in field) mediaIdsIn(field.fields, data, into)
      continue
    }
    const value = data[field.name]
    if (value === null || value === undefined) continue
    const values = 'localized' in field && field.localized && isLocaleMap(value) ? Object.values(value) : [value]
    for (const one of values) fieldIds(field, one, into)
  }
  return into
}

function fieldIds(field: Field, value: unknown, into: Set<number>): void {
  switch (field.type) {
    case 'upload':
    case 'relationship':
      relationIds(field, value, into)
      return
    case 'richText':
      richTextIds(value, into)
      return
    case 'group':
      mediaIdsIn(field.fields, value, into)
      return
    case 'array':
      if (Array.isArray(value)) for (const row of value) mediaIdsIn(field.fields, row, into)
      return
    case 'blocks':
      if (Array.isArray(value)) {
        for (const row of value) {
          const block = isRow(row) ? blockOf(field, row.blockType) : undefined
          if (block) mediaIdsIn(block.fields, row, into)
        }
      }
      return
    default:
      return
  }
}

/** True when `fields` can reference media at all (a collection or global whose documents need watching). */
export function usesMedia(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    switch (field.type) {
      case 'upload':
      case 'relationship':
        return Array.isArray(field.relationTo) ? field.relationTo.includes(MEDIA) : field.relationTo === MEDIA
      case 'richText':
        return true
      case 'tabs':
        return field.tabs.some((tab) => usesMedia(tab.fields))
      case 'blocks':
        return (field.blocks ?? []).some((block) => usesMedia(block.fields)) || (field.blockReferences ?? []).length > 0
      default:
        return 'fields' in field ? usesMedia(field.fields) : false
    }
  })
}

/** A `select` of Payload's local API that reads only the fields able to hold media (null: none of them). */
export function mediaSelect(fields: readonly Field[]): Record<string, unknown> | null {
  const select: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const inner = mediaSelect(tab.fields)
        if (!inner) continue
        if ('name' in tab && tab.name) select[tab.name] = inner
        else Object.assign(select, inner)
      }
      continue
    }
    if (!('name' in field)) {
      if ('fields' in field) Object.assign(select, mediaSelect(field.fields) ?? {})
      continue
    }
    if (!usesMedia([field])) continue
    const inner = (field.type === 'group' || field.type === 'array') && mediaSelect(field.fields)
    select[field.name] = inner || true
  }
  return Object.keys(select).length > 0 ? select : null
}
