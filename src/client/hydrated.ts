import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}

/**
 * A value only the browser knows (read at each render), and `onServer` in the server's HTML and during hydration,
 * so that the first render in the browser matches the server's.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(nothingToWatch, read, () => onServer)
}

/**
 * False while the server's HTML is shown and during hydration, true once React runs in the browser (and at once
 * for a component first rendered in the browser). For what only works with JavaScript: the interactive header's
 * marker, "load more" instead of page links.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false)
}
