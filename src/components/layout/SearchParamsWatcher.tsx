'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Reports the page's query to its parent after each navigation. It renders nothing, so it can sit in a
 * <Suspense fallback={null}> and the page around it stays statically rendered (useSearchParams).
 */
export function SearchParamsWatcher({ onChange }: { onChange: (params: URLSearchParams) => void }) {
  const params = useSearchParams()
  const callback = useRef(onChange)
  callback.current = onChange
  const search = params.toString()
  useEffect(() => {
    callback.current(new URLSearchParams(search))
  }, [search])
  return null
}
