/** The industries a case can be filtered by on `/cases` (`/cases?industry=bridge`); the pages' `industry` field. */
export const CASE_INDUSTRIES = ['bridge', 'tunnel', 'expressway', 'rail', 'other'] as const
export type CaseIndustry = (typeof CASE_INDUSTRIES)[number]

export const INDUSTRY_LABELS: Record<CaseIndustry, { zh: string; en: string }> = {
  bridge: { zh: '桥梁', en: 'Bridges' },
  tunnel: { zh: '隧道', en: 'Tunnels' },
  expressway: { zh: '高速公路', en: 'Expressways' },
  rail: { zh: '轨道交通', en: 'Rail' },
  other: { zh: '其他', en: 'Other' },
}

export function isCaseIndustry(value: unknown): value is CaseIndustry {
  return typeof value === 'string' && (CASE_INDUSTRIES as readonly string[]).includes(value)
}
