import type { Block } from 'payload'

import { blockHeading } from '../shared/fields'

/** Shows the published partners (from the partners collection). */
export const PartnerWallBlock: Block = {
  slug: 'partnerWall',
  interfaceName: 'PartnerWallBlock',
  labels: { singular: { zh: '合作伙伴墙', en: 'Partner wall' }, plural: { zh: '合作伙伴墙', en: 'Partner walls' } },
  fields: [blockHeading, { name: 'intro', type: 'textarea', label: { zh: '导语', en: 'Introduction' } }],
}
