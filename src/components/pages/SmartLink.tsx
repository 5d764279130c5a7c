import type React from 'react'

import { Link } from '@/i18n/navigation'

/** True for an address outside the site's pages (another site, mail, phone, a file). */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)
}

/**
 * A link an editor wrote: a page of the site (`/airoad`, `/newsDetail?id=1`) goes through the localised Link
 * (language prefix and base path added); anything else is a plain anchor, in a new window when asked.
 */
export function SmartLink({
  href,
  newWindow = false,
  className,
  children,
}: {
  href: string
  newWindow?: boolean
  className?: string
  children: React.ReactNode
}) {
  if (isExternalHref(href) || newWindow) {
    return (
      <a href={href} className={className} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}
