import type { Field } from 'payload'

type Label = { zh: string; en: string }

/** The optional heading a block shows above its content (an h2 under the page's h1). */
export const blockHeading: Field = { name: 'heading', type: 'text', label: { zh: '标题', en: 'Heading' } }

/**
 * The fields of a block that is a heading over a list of at least one item: figures, gallery images,
 * specification rows, timeline events.
 */
export function headedList(name: string, labels: { singular: Label; plural: Label }, itemFields: Field[]): Field[] {
  return [blockHeading, { name, type: 'array', minRows: 1, label: labels.plural, labels, fields: itemFields }]
}
