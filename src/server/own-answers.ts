/**
 * The answers this server writes itself (the request guard's refusals, a body over its limit, the database outage's
 * 503), with the site's security headers (the admin's under `/admin`), or none behind a proxy that sets them
 * (PROXY_SETS_HEADERS).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { closeLingering } from './lingering-close'
import type { GuardAnswer } from './request-guard'
import { securityHeaderValues } from './security-headers'

export interface OwnAnswerOptions {
  basePath: string
  /** SERVER_URL is https: the headers include HSTS. */
  https: boolean
  proxySetsHeaders: boolean
}

export interface OwnAnswers {
  /** The security headers of the public site's answers. */
  siteHeaders: Record<string, string>
  /** Writes `refused`; `close` says the connection closes after it (its body is left unread). */
  answer: (req: IncomingMessage, res: ServerResponse, refused: GuardAnswer, close: boolean) => void
}

export function ownAnswers({ basePath, https, proxySetsHeaders }: OwnAnswerOptions): OwnAnswers {
  const site = proxySetsHeaders ? {} : securityHeaderValues({ production: true, https, admin: false })
  const admin = proxySetsHeaders ? {} : securityHeaderValues({ production: true, https, admin: true })
  const adminPrefix = `${basePath}/admin`
  const isAdmin = (url: string) => url === adminPrefix || url.startsWith(`${adminPrefix}/`) || url.startsWith(`${adminPrefix}?`)
  return {
    siteHeaders: site,
    answer(req, res, refused, close) {
      if (close) closeLingering(req)
      res.writeHead(refused.status, {
        ...(isAdmin(req.url ?? '/') ? admin : site),
        ...refused.headers,
        'content-type': refused.contentType,
        'cache-control': 'no-store',
        ...(close ? { connection: 'close' } : {}),
      })
      res.end(req.method === 'HEAD' ? undefined : refused.body)
    },
  }
}
