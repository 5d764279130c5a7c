import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}

/**
 * False while the server's HTML is shown and during hydration, true once React runs in the browser (and at once
 * for a component first rendered in the browser). For what only works with JavaScript: the interactive header's
 * marker, "load more" instead of page links.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  )
}
