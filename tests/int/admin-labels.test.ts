/**
 * Every label in both admin languages: walks the built Payload config (every collection, global, block and nested
 * field an editor sees) and lists each place where the admin would show a raw field name, "Item 01" or a text in
 * one language only: a label, a description, a select option, a list's row labels, a tab or a block without
 * `{ zh, en }` (Payload's own fields carry translation functions, which count as both languages).
 */
import type { Block, Field, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'

type Text = unknown

/** Whether a text is in both admin languages: `{ zh, en }` with both filled, or Payload's translation function. */
function bilingual(text: Text): boolean {
  if (typeof text === 'function') return true
  if (typeof text !== 'object' || text === null) return false
  const { zh, en } = text as { zh?: unknown; en?: unknown }
  return typeof zh === 'string' && zh.trim() !== '' && typeof en === 'string' && en.trim() !== ''
}

type Problem = string

function hiddenFromEditors(field: Field): boolean {
  const admin = (field as { admin?: { hidden?: boolean; disabled?: boolean } }).admin
  return Boolean((field as { hidden?: boolean }).hidden || admin?.hidden || admin?.disabled)
}

function checkText(problems: Problem[], where: string, what: string, text: Text, optional = false): void {
  if (text === undefined && optional) return
  if (text === false) return
  if (!bilingual(text)) problems.push(`${where}: ${what} ${JSON.stringify(text) ?? String(text)}`)
}

function checkBlock(problems: Problem[], where: string, block: Block): void {
  const at = `${where} block ${block.slug}`
  checkText(problems, at, 'labels.singular', block.labels?.singular)
  checkText(problems, at, 'labels.plural', block.labels?.plural)
  walk(problems, at, block.fields)
}

function checkField(problems: Problem[], where: string, field: Field): void {
  const name = 'name' in field ? field.name : ''
  const at = `${where}.${name || field.type}`
  const admin = (field as { admin?: Record<string, unknown> }).admin ?? {}
  if (field.type !== 'row' && field.type !== 'tabs' && field.type !== 'ui')
    checkText(problems, at, 'label', (field as { label?: Text }).label)
  checkText(problems, at, 'description', admin.description, true)
  if (field.type === 'select' || field.type === 'radio') {
    for (const option of field.options) {
      if (typeof option === 'string') problems.push(`${at}: option "${option}" without a label`)
      else checkText(problems, `${at} option ${option.value}`, 'label', option.label)
    }
  }
  if (field.type === 'array') {
    checkText(problems, at, 'labels.singular', field.labels?.singular)
    checkText(problems, at, 'labels.plural', field.labels?.plural)
    const components = admin.components as { RowLabel?: unknown } | undefined
    if (!components?.RowLabel) problems.push(`${at}: rows shown as "Item 01" (no admin.components.RowLabel)`)
  }
  if (field.type === 'blocks') {
    checkText(problems, at, 'labels.singular', field.labels?.singular)
    checkText(problems, at, 'labels.plural', field.labels?.plural)
    for (const block of field.blocks) checkBlock(problems, at, block)
  }
  if (field.type === 'tabs') {
    for (const tab of field.tabs) {
      const tabAt = `${at} tab ${'name' in tab && tab.name ? tab.name : ''}`
      checkText(problems, tabAt, 'label', tab.label)
      walk(problems, tabAt, tab.fields)
    }
  }
  if ('fields' in field && field.type !== 'array' && Array.isArray(field.fields)) walk(problems, at, field.fields)
  if (field.type === 'array') walk(problems, at, field.fields)
}

function walk(problems: Problem[], where: string, fields: Field[]): void {
  for (const field of fields) if (!hiddenFromEditors(field)) checkField(problems, where, field)
}

function collectionProblems(collection: SanitizedCollectionConfig): Problem[] {
  const problems: Problem[] = []
  const at = `collections/${collection.slug}`
  checkText(problems, at, 'labels.singular', collection.labels.singular)
  checkText(problems, at, 'labels.plural', collection.labels.plural)
  checkText(problems, at, 'admin.group', collection.admin.group, true)
  walk(problems, at, collection.fields)
  return problems
}

function globalProblems(global: SanitizedGlobalConfig): Problem[] {
  const problems: Problem[] = []
  const at = `globals/${global.slug}`
  checkText(problems, at, 'label', global.label)
  walk(problems, at, global.fields)
  return problems
}

describe('admin labels', () => {
  it('every field, option, row, tab and block an editor sees is labelled in Chinese and English', async () => {
    const built = await config
    const visible = built.collections.filter((c) => !c.admin.hidden || typeof c.admin.hidden === 'function')
    const problems = [
      ...visible.flatMap(collectionProblems),
      ...built.globals.flatMap(globalProblems),
      ...(built.blocks ?? []).flatMap((block) => {
        const list: Problem[] = []
        checkBlock(list, 'blocks', block)
        return list
      }),
    ]
    expect(problems).toEqual([])
  })

  it('the check itself sees a field without labels, a raw option and an array without row labels', () => {
    const problems: Problem[] = []
    walk(problems, 'test', [
      { name: 'plain', type: 'text', label: 'Plain' },
      { name: 'choice', type: 'select', label: { zh: '选择', en: 'Choice' }, options: ['a'] },
      { name: 'rows', type: 'array', label: { zh: '行', en: 'Rows' }, fields: [] },
    ] as Field[])
    expect(problems).toHaveLength(5)
  })
})
