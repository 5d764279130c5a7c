'use client'

import { useEffect, useState } from 'react'

/**
 * True when the visitor asked for reduced motion; null until known (during server rendering and hydration), so
 * nothing starts moving before the preference is read.
 */
export function useReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}
