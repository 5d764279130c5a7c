/**
 * Unknown admin paths answer 404, not 200.
 *
 * Payload's admin draws its views in the browser: the HTML Next renders holds the admin's root layout and an empty
 * body, and the view itself travels in the page's RSC payload. When Payload calls `notFound()` (an unknown
 * collection or global, an unknown view, a document that does not exist), that call reaches the HTML only as an
 * error row of the payload (`c:E{"digest":"NEXT_HTTP_ERROR_FALLBACK;404"}`), which the browser turns into the
 * not-found view; the server-side render never meets it, so Next sends 200 (with `next start` as well as here).
 *
 * So the admin's HTML answers are held until complete (they are small: 46 KB for a not-found page, 2026-12-07;
 * past MAX_HELD_BYTES one streams on as before) and one whose payload holds Next's not-found row goes out as 404.
 * Its body is unchanged: the browser still shows Payload's not-found view in the editor's language. The row is
 * matched as Next writes it into the page (`\n<id>:E{\"digest\":…}` inside a script's string); text an editor
 * typed is escaped once more there, so it cannot pose as the row.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { transformHtmlBody } from './deferred-scripts'
import { holdWholeResponse } from './whole-response'

const MAX_HELD_BYTES = 2 * 1024 * 1024

/** Next's not-found error row, as it stands in the HTML (a JavaScript string inside a script). */
const NOT_FOUND_ROW = /(?:\\n|")[0-9a-f]+:E\{\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"\}/

/** Whether an admin page's HTML carries Next's not-found row (exported for the unit test). */
export function carriesNotFound(html: string): boolean {
  return NOT_FOUND_ROW.test(html)
}

function isAdminPage(method: string, url: string, basePath: string): boolean {
  if (method !== 'GET') return false
  const path = url.split('?')[0]
  const admin = `${basePath}/admin`
  return path === admin || path.startsWith(`${admin}/`)
}

/** For a GET of an admin page: its HTML is held and sent with 404 when Payload found nothing there. */
export function adminNotFoundStatus(req: IncomingMessage, res: ServerResponse, basePath: string): void {
  if (!isAdminPage(req.method ?? 'GET', req.url ?? '/', basePath)) return
  let notFound = false
  holdWholeResponse(res, {
    shareable: (status, headers) => status === 200 && String(headers['content-type'] ?? '').startsWith('text/html'),
    maxBytes: MAX_HELD_BYTES,
    transformBody: (body, headers) =>
      transformHtmlBody(body, String(headers['content-encoding'] ?? ''), (html) => {
        notFound = carriesNotFound(html)
        return html
      }),
    beforeSend: (held) => {
      if (notFound) held.statusCode = 404
    },
  })
}
