'use client'

import type { ReactNode } from 'react'

// The admin's date forms and time zone (src/lib/admin-dates.ts), loaded in the browser before the first date shows.
import '@/lib/admin-dates'

/** The admin's provider that brings its date forms into the browser bundle; renders its children unchanged. */
export function AdminDates({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
