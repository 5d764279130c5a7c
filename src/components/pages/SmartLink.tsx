import type React from 'react'

import { Link } from '@/i18n/navigation'
import { isExternalHref, safeHref } from '@/lib/links'

/**
 * A link an editor wrote: a page of the site (`/airoad`, `/newsDetail?id=1`) goes through the localised Link
 * (language prefix and base path added); anything else is a plain anchor, in a new window when asked. The address
 * is made a valid URL first (src/lib/links.ts); one that cannot be a link (`javascript:`, a bad host) leaves
 * the label without an address.
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
  const target = safeHref(href)
  if (!target) return <a className={className}>{children}</a>
  if (isExternalHref(target) || newWindow) {
    return (
      <a href={target} className={className} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  }
  return (
    <Link href={target} className={className}>
      {children}
    </Link>
  )
}
