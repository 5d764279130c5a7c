/**
 * Which admin window a save comes from: each loaded admin page makes a random id and sends it with its saves as the
 * `X-Edit-Window` header (src/components/admin/EditWindow.tsx); each version records it (`editedIn`), so that the
 * version check of every save (src/content/save-guard.ts) tells one person's two windows apart: the older window's
 * save is refused as another person's would be, while one window's autosaves may overtake each other.
 */

export const EDIT_WINDOW_HEADER = 'x-edit-window'

const WINDOW_ID = /^[A-Za-z0-9_-]{8,64}$/

/** The window id a request carries, or null (a script, or a header that is not an id). */
export function editWindowOf(headers: { get(name: string): string | null } | undefined): string | null {
  const value = headers?.get(EDIT_WINDOW_HEADER)?.trim() ?? ''
  return WINDOW_ID.test(value) ? value : null
}
