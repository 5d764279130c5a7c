'use client'
import { type ReactNode, useEffect } from 'react'

const BROKEN = '[object Object]'

/** Puts the column's shown label where Payload's sort button names it "[object Object]". */
function repair(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`.sort-column button[aria-label*="${BROKEN}"]`)) {
    const label = button.closest('.sort-column')?.querySelector('.sort-column__label')?.textContent?.trim()
    if (label) button.setAttribute('aria-label', button.getAttribute('aria-label')!.split(BROKEN).join(label))
  }
}

/**
 * The list's sort buttons are named "按 [object Object] 升序 排序" by Payload when a field's label is given in both
 * languages (its SortColumn passes the label object to the translation): screen readers read that out. Each such
 * name gets the column's label as the list shows it ("按 标题 升序 排序" / "Sort by Title in ascending order").
 */
export function SortLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    repair(document)
    const observer = new MutationObserver(() => repair(document))
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
