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

/**
 * The query that releases the locks a person holds on the document an admin page edits (sent as the window closes,
 * so that the lock ends when its holder leaves rather than minutes later), or null on a page that edits none.
 * `pathname` is the page's path; `adminRoute` the admin's route (`/admin`, or under a base path).
 */
export function releaseLockQuery(pathname: string, adminRoute: string, userId: number | string): string | null {
  const at = pathname.indexOf(`${adminRoute}/`)
  if (at < 0) return null
  const [kind, slug, id] = pathname.slice(at + adminRoute.length + 1).split('/')
  const params = new URLSearchParams()
  if (kind === 'collections' && slug && id && id !== 'create') {
    params.set('where[and][0][document.relationTo][equals]', decodeURIComponent(slug))
    params.set('where[and][1][document.value][equals]', decodeURIComponent(id))
  } else if (kind === 'globals' && slug) {
    params.set('where[and][0][globalSlug][equals]', decodeURIComponent(slug))
  } else {
    return null
  }
  params.set('where[and][2][user.value][equals]', String(userId))
  return params.toString()
}
