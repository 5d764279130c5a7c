'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useEffectEvent } from 'react'

/**
 * Reports the page's query to its parent after each navigation. It renders nothing, so it can sit in a
 * <Suspense fallback={null}> and the page around it stays statically rendered (useSearchParams).
 */
export function SearchParamsWatcher({ onChange }: { onChange: (params: URLSearchParams) => void }) {
  const search = useSearchParams().toString()
  // The latest onChange, without re-running the effect when the parent passes a new function.
  const report = useEffectEvent((query: string) => onChange(new URLSearchParams(query)))
  useEffect(() => {
    report(search)
  }, [search])
  return null
}
