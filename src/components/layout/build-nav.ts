/**
 * Builds the header's items (spec section 2, "Header navigation") from the navigation global, the software list
 * (Support menu: help documents per software and language, update logs per software) and the SaaS login address.
 * When the navigation global is still empty, the spec's default menu is used, with its dropdowns made of the
 * published pages of each category.
 */
import type { PageLink } from '@/content/pages'
import type { SoftwareRow } from '@/content/software'
import { LANGUAGES, type Locale, LOCALES } from '@/i18n/locales'
import type { Navigation } from '@/payload-types'

import { isExternal, NAV_KEYS, type NavGroup, type NavItem, type NavKey, type NavLink, pathOf, sitePath, withType } from './nav-model'

export type NavTexts = {
  /** Default labels of the top items. */
  labels: Record<NavKey, string>
  helpDocuments: string
  updateLogs: string
  demonstrationTeaching: string
}

type SourceGroup = NonNullable<NonNullable<Navigation['items']>[number]['groups']>[number]
type Source = NonNullable<SourceGroup['source']>

export type NavInput = {
  locale: Locale
  navigation: Navigation | null
  software: SoftwareRow[]
  pages: PageLink[]
  saasLoginUrl: string
  texts: NavTexts
}

function helpLinks(software: SoftwareRow[], locale: Locale, key: NavKey): NavLink[] {
  const href = (alias: string, language: Locale) => withType(`/helpDocuments?soft=${encodeURIComponent(alias)}&language=${language}`, key)
  return software.map((s) => ({
    label: s.softwareName || s.alias,
    href: href(s.alias, locale),
    newWindow: true,
    variants: LOCALES.map((language) => ({ label: LANGUAGES[language].name, href: href(s.alias, language), lang: language })),
  }))
}

function updateLogLinks(software: SoftwareRow[], key: NavKey): NavLink[] {
  return software.map((s) => ({ label: s.softwareName || s.alias, href: withType(`/updateLog?softwareId=${s.id}`, key), newWindow: true }))
}

function groupOf(
  source: Source,
  title: string,
  links: { label: string; path: string; newWindow?: boolean | null }[],
  { key, software, locale, texts }: { key: NavKey; software: SoftwareRow[]; locale: Locale; texts: NavTexts },
): NavGroup {
  if (source === 'helpDocuments') return { title: title || texts.helpDocuments, links: helpLinks(software, locale, key) }
  if (source === 'updateLogs') return { title: title || texts.updateLogs, links: updateLogLinks(software, key) }
  return {
    title,
    links: links
      .filter((l) => l.label?.trim() && l.path?.trim())
      .map((l) => {
        const external = isExternal(l.path.trim())
        return {
          label: l.label.trim(),
          href: external ? l.path.trim() : withType(l.path, key),
          newWindow: Boolean(l.newWindow) || external,
        }
      }),
  }
}

function finish(item: Omit<NavItem, 'paths'>): NavItem {
  const paths = new Set<string>()
  if (item.href && !item.external) paths.add(pathOf(item.href))
  for (const group of item.groups) for (const link of group.links) if (!isExternal(link.href)) paths.add(pathOf(link.href))
  return { ...item, groups: item.groups.filter((g) => g.links.length > 0), paths: [...paths] }
}

/** The default menu of spec section 2, for a site whose navigation global is still empty. */
function defaultItems({ locale, software, pages, saasLoginUrl, texts }: NavInput): NavItem[] {
  const pagesOf = (category: PageLink['category'], key: NavKey): NavGroup[] => [
    {
      title: '',
      links: pages
        .filter((p) => p.category === category && p.title)
        .map((p) => ({ label: p.title, href: withType(p.slug, key), newWindow: false })),
    },
  ]
  const ctx = { software, locale, texts }
  const items: Omit<NavItem, 'paths'>[] = [
    { key: 'home', label: texts.labels.home, href: withType('/pc_index', 'home'), external: false, groups: [] },
    { key: 'product', label: texts.labels.product, href: null, external: false, groups: pagesOf('product', 'product') },
    { key: 'programme', label: texts.labels.programme, href: null, external: false, groups: pagesOf('solution', 'programme') },
    { key: 'industry', label: texts.labels.industry, href: null, external: false, groups: pagesOf('case', 'industry') },
    {
      key: 'information',
      label: texts.labels.information,
      href: withType('/information?class=-1', 'information'),
      external: false,
      groups: [],
    },
    { key: 'app', label: texts.labels.app, href: withType('/download', 'app'), external: false, groups: [] },
    {
      key: 'user',
      label: texts.labels.user,
      href: null,
      external: false,
      groups: [
        groupOf('helpDocuments', '', [], { key: 'user', ...ctx }),
        groupOf('links', texts.demonstrationTeaching, [{ label: texts.demonstrationTeaching, path: '/demonstrationTeaching' }], {
          key: 'user',
          ...ctx,
        }),
        groupOf('updateLogs', '', [], { key: 'user', ...ctx }),
      ],
    },
    { key: 'about', label: texts.labels.about, href: withType('/about', 'about'), external: false, groups: [] },
    { key: 'saas', label: texts.labels.saas, href: saasLoginUrl || null, external: true, groups: [] },
  ]
  return items.map(finish)
}

/** The header's items, in the editors' order (or the spec's when the navigation global is empty). */
export function buildNavItems(input: NavInput): NavItem[] {
  const configured = (input.navigation?.items ?? []).filter((i) => (NAV_KEYS as readonly string[]).includes(i.key))
  const built =
    configured.length === 0
      ? defaultItems(input)
      : configured.map((item) => {
          const key = item.key
          const label = item.label?.trim() || input.texts.labels[key]
          const path = item.path?.trim() ?? ''
          if (key === 'saas') {
            const href = input.saasLoginUrl || path
            return finish({ key, label, href: href || null, external: true, groups: [] })
          }
          const external = path !== '' && isExternal(path)
          const groups = (item.groups ?? []).map((g) =>
            groupOf(g.source ?? 'links', g.title?.trim() ?? '', g.links ?? [], {
              key,
              software: input.software,
              locale: input.locale,
              texts: input.texts,
            }),
          )
          return finish({ key, label, href: path ? (external ? path : withType(sitePath(path), key)) : null, external, groups })
        })
  // An item that neither goes anywhere nor opens a menu is left out.
  return built.filter((item) => item.href || item.groups.length > 0)
}
