'use client'
import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { formatAdminDate } from '@/lib/admin-dates'

const BROKEN = '[object Object]'

/**
 * The list's sort buttons are named "按 [object Object] 升序 排序" by Payload when a field's label is given in both
 * languages (its SortColumn passes the label object to the translation), and screen readers read that out: each such
 * name gets the column's label as the list shows it ("按 标题 升序 排序" / "Sort by Title Ascending").
 */
function repairSortNames(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`.sort-column button[aria-label*="${BROKEN}"]`)) {
    const label = button.closest('.sort-column')?.querySelector('.sort-column__label')?.textContent?.trim()
    if (label) button.setAttribute('aria-label', button.getAttribute('aria-label')!.split(BROKEN).join(label))
  }
}

/**
 * The dashboard's "+" on each collection card is named "创建新的 [object Object]" by Payload for the same reason (its
 * CollectionCards pass the collection's label object): each gets the card's title ("创建新的 新闻资讯" / "Create new
 * News").
 */
function repairCardNames(): void {
  for (const link of document.querySelectorAll<HTMLElement>(`.card [aria-label*="${BROKEN}"]`)) {
    const title = link.closest('.card')?.querySelector('.card__title')?.textContent?.trim()
    if (title) link.setAttribute('aria-label', link.getAttribute('aria-label')!.split(BROKEN).join(title))
  }
}

/**
 * The "document locked" dialog writes since when the other editor holds the document in US English and the browser's
 * time zone ("Nov 27, 2026, 5:03 PM"): rewritten as the admin writes every time, in Beijing time and the admin's
 * language ("2026年11月27日 17:03"). The written time is read back in the browser's zone, where Payload made it.
 */
function repairLockTime(language: string): void {
  for (const strong of document.querySelectorAll<HTMLElement>('.document-locked__content p:last-child strong')) {
    if (strong.dataset.adminTime) continue
    const shown = strong.textContent ?? ''
    const at = new Date(shown)
    if (!shown || Number.isNaN(at.getTime())) continue
    strong.dataset.adminTime = at.toISOString()
    strong.textContent = formatAdminDate(at, language)
  }
}

/**
 * Texts of Payload's own admin that come out wrong in our two languages, put right in the page after Payload renders
 * them (nothing of Payload's state changes; React leaves a text or attribute it rendered alone while it renders the
 * same value again).
 */
export function PayloadTextFixes({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language
  useEffect(() => {
    const repair = () => {
      repairSortNames()
      repairCardNames()
      repairLockTime(language)
    }
    repair()
    const observer = new MutationObserver(repair)
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] })
    return () => observer.disconnect()
  }, [language])
  return <>{children}</>
}
