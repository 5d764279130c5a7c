'use client'

import type { ReactNode } from 'react'

import { usePathname } from '@/i18n/navigation'

import { hidesFooter } from './nav-model'

/** Shows the footer except on the download, updateLog and updateLogDetail pages (spec section 2). */
export function FooterGate({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  return hidesFooter(pathname) ? null : children
}
