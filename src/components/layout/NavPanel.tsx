'use client'

/**
 * A header menu item's dropdown panel (MainNav): the item's own page as a lead link, then its groups of entries, an
 * entry with language versions followed by links to the other ones. Selecting any link closes the panel.
 */
import { isLocale, languageTag } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import styles from './MainNav.module.css'
import type { NavItem, NavLink } from './nav-model'

function EntryLink({ link, onSelect, newWindowText }: { link: NavLink; onSelect: () => void; newWindowText: string }) {
  const content = (
    <>
      {link.label}
      {link.newWindow ? <span className="sr-only">{newWindowText}</span> : null}
    </>
  )
  if (/^[a-z][a-z0-9+.-]*:/i.test(link.href)) {
    return (
      <a href={link.href} target="_blank" rel="noopener" onClick={onSelect}>
        {content}
      </a>
    )
  }
  return (
    <Link href={link.href} target={link.newWindow ? '_blank' : undefined} rel={link.newWindow ? 'noopener' : undefined} onClick={onSelect}>
      {content}
    </Link>
  )
}

/** One entry of a panel's group: its link, and its other language versions when it has more than one. */
function PanelEntry({ link, onSelect, newWindowText }: { link: NavLink; onSelect: () => void; newWindowText: string }) {
  return (
    <li>
      <EntryLink link={link} onSelect={onSelect} newWindowText={newWindowText} />
      {link.variants && link.variants.length > 1 ? (
        <span className={styles.variants}>
          {link.variants
            .filter((v) => v.href !== link.href)
            .map((v) => (
              <Link
                key={v.href}
                href={v.href}
                target="_blank"
                rel="noopener"
                hrefLang={isLocale(v.lang) ? languageTag(v.lang) : v.lang}
                aria-label={`${link.label} – ${v.label} ${newWindowText}`}
                onClick={onSelect}
              >
                {v.label}
              </Link>
            ))}
        </span>
      ) : null}
    </li>
  )
}

/** The dropdown panel of an item with groups; hidden unless open. */
export function NavPanel({
  item,
  panelId,
  open,
  onSelect,
  newWindowText,
}: {
  item: NavItem
  panelId: string
  open: boolean
  onSelect: () => void
  newWindowText: string
}) {
  return (
    <div id={panelId} className={styles.panel} data-nav-panel="" hidden={!open}>
      <div className={styles.panelInner}>
        {item.href ? (
          <p className={styles.panelLead}>
            <Link href={item.href} onClick={onSelect}>
              {item.label}
            </Link>
          </p>
        ) : null}
        <div className={styles.groups}>
          {item.groups.map((group, g) => (
            <div key={g} className={styles.group}>
              {group.title ? <p className={styles.groupTitle}>{group.title}</p> : null}
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <PanelEntry key={link.href} link={link} onSelect={onSelect} newWindowText={newWindowText} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
