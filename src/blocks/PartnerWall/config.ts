import type { Block } from 'payload'

/** Shows the published partners (from the partners collection). */
export const PartnerWallBlock: Block = {
  slug: 'partnerWall',
  interfaceName: 'PartnerWallBlock',
  labels: { singular: { zh: '合作伙伴墙', en: 'Partner wall' }, plural: { zh: '合作伙伴墙', en: 'Partner walls' } },
  fields: [
    { name: 'heading', type: 'text', label: { zh: '标题', en: 'Heading' } },
    { name: 'intro', type: 'textarea', label: { zh: '导语', en: 'Introduction' } },
  ],
}
