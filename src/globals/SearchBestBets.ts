import type { FieldHook, GlobalConfig, TextFieldSingleValidation } from 'payload'

import { editors } from '@/access/roles'
import { TAGS } from '@/content/cache-tags'
import { redirectRules } from '@/content/redirects'
import { revalidateGlobal } from '@/content/revalidate'
import { linkField } from '@/fields/link'
import { DEFAULT_LOCALE, languageOptions } from '@/i18n/locales'
import { normaliseSearchQuery } from '@/lib/insight'
import { bestBetProblem, parseAllowedHosts, parseTarget, redirectMessage, RedirectTable } from '@/lib/redirects'

/** A query is kept as the insight counts it (lower case, half width, one space), so it matches every way of typing it. */
const normaliseQuery: FieldHook = ({ value }) => (typeof value === 'string' ? normaliseSearchQuery(value) : value)

/**
 * A best bet's address: a link as every link field takes it; one the visitor is sent straight to, as a redirect's
 * target (a path of this site or a host an administrator allowed, src/lib/redirects.ts) and never the search page
 * itself, directly or through a redirect (a loop).
 */
const validateBestBetUrl: TextFieldSingleValidation = async (value, options) => {
  const asLink = await linkField.validate(value, options)
  if (asLink !== true) return asLink
  const straight = (options.siblingData as { redirect?: unknown } | undefined)?.redirect === true
  if (!straight || typeof value !== 'string' || value.trim() === '') return true
  const { req } = options
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const table = new RedirectTable(await redirectRules(req.payload, req))
  const problem = bestBetProblem(value, parseAllowedHosts(settings.redirectHosts), table)
  if (problem === null) return true
  const target = parseTarget(value)
  return redirectMessage(problem, req.i18n?.language, { host: target?.kind === 'external' ? target.host : '', from: '/search' })
}

/**
 * Best bets of the site search (docs/search.md): for a search query in one language, a chosen result shown first on
 * the results page, or (with "go straight there") the address the visitor is sent to instead of the results. Editors
 * fill it from the Insight page's table of searches that found nothing. Read by the site through the content cache
 * (src/content/search/best-bets.ts); editors and administrators only in the admin.
 */
export const SearchBestBets: GlobalConfig = {
  slug: 'search-best-bets',
  label: { zh: '搜索最佳结果', en: 'Search best bets' },
  admin: {
    group: { zh: '设置', en: 'Settings' },
    description: {
      zh: '为某个搜索词指定一个最先显示的结果，或直接跳转到该地址。搜索词不区分大小写、全角半角和多余空格。可从“访问统计”的“没有结果的搜索”表中挑选搜索词。',
      en: 'For a search query, a chosen result shown first, or an address the visitor goes straight to. Queries ignore case, full/half width and extra spaces. Pick queries from the Insight page’s table of searches that found nothing.',
    },
  },
  access: { read: editors, update: editors, readVersions: editors },
  hooks: { afterChange: revalidateGlobal(TAGS.searchBestBets) },
  fields: [
    {
      name: 'bets',
      type: 'array',
      label: { zh: '最佳结果', en: 'Best bets' },
      labels: { singular: { zh: '最佳结果', en: 'Best bet' }, plural: { zh: '最佳结果', en: 'Best bets' } },
      fields: [
        {
          name: 'query',
          type: 'text',
          required: true,
          label: { zh: '搜索词', en: 'Query' },
          hooks: { beforeValidate: [normaliseQuery] },
        },
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LOCALE,
          label: { zh: '语言', en: 'Language' },
          options: languageOptions(),
        },
        { name: 'title', type: 'text', required: true, label: { zh: '显示的标题', en: 'Title shown' } },
        {
          name: 'url',
          type: 'text',
          required: true,
          label: { zh: '地址', en: 'Address' },
          admin: {
            description: {
              zh: '本站路径（如 /airoad）或允许的外部网址',
              en: 'A path of this site (e.g. /airoad) or an allowed external address',
            },
          },
          ...linkField,
          validate: validateBestBetUrl,
        },
        {
          name: 'redirect',
          type: 'checkbox',
          defaultValue: false,
          label: { zh: '直接跳转（不显示搜索结果）', en: 'Go straight there (no results page)' },
        },
      ],
    },
  ],
}
