'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** After every navigation (a new path or a new query) the page is at the top (spec section 2). */
export function ScrollToTop() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, search])
  return null
}
