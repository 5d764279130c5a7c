/**
 * The public API of spec section 7 and contract 3: every path, what it reads and how it answers.
 * Handlers return the envelope's payload (`rows`/`total` or `data`); `handler.ts` adds `code` and `msg`.
 */
import { inLanguage, type Locale, type PerLanguage } from '@/i18n/locales'
import enSearch from '@/i18n/messages/en/search.json'
import zhSearch from '@/i18n/messages/zh/search.json'
import { contactMessages, validateContact } from '@/lib/contact-form'
import { NEWS_CLASSES } from '@/lib/content-model'
import { BEACON_MAX_BYTES, parseBeacon } from '@/lib/insight'
import { QUERY_MAX_LENGTH } from '@/lib/search-text'

import { listBanners } from '../banners'
import { LeadNotKept, storeContactSubmission, unknownContactProduct } from '../contact'
import { listFilesByIds } from '../files'
import { countBeacon, countSearch, countTeachingView, leadSource } from '../insight'
import { getNews, latestNews, listNews } from '../news'
import { searchSite } from '../search'
import { getHelpDocument, getSoftware, getSoftwareByAlias, getUpdateLog, listSoftware, listUpdateLogs } from '../software'
import { getAlbum, listClassifications, otherAlbums } from '../teaching'
import { getVideo, listVideos, videoAsMessage } from '../videos'
import { ApiError, badRequest, notFound } from './errors'
import { apiMessages, things } from './messages'
import { PAGE_NUM_MAX, PAGE_SIZE_MAX, parseId, parseIdList, parseInteger, parseOneOf, parsePaging, parseText } from './params'
import { beaconLimit, contactLimitMinutes, searchLimit, takeContactSlot } from './rate-limit'

/** The results page's texts (src/i18n/messages/<lang>/search.json), for the notices the API shares with it. */
const searchTexts: PerLanguage<{ anyWords: string }> = { zh: zhSearch, en: enSearch }

export type ApiContext = {
  locale: Locale
  query: URLSearchParams
  params: Record<string, string>
  request: Request
  clientAddress: string
  /** The parsed JSON body of a route that reads one. */
  body: Record<string, unknown>
}

type ApiBody = { rows: unknown[]; total: number; data?: unknown } | { data: unknown }

export type ApiRoute = {
  method: 'GET' | 'POST'
  path: string
  /** `public`: cacheable by browsers and CDNs for a short time; `no-store`: every call reaches the server. */
  cache: 'public' | 'no-store'
  handle: (ctx: ApiContext) => Promise<ApiBody>
  /** The success message (default: apiMessages.ok). */
  message?: (ctx: ApiContext) => string
  /** Reads a JSON object body of at most this many bytes; its `language` field chooses the locale. */
  jsonBodyLimit?: number
}

const MESSAGE_CLASSES = ['-1', ...NEWS_CLASSES, 'video'] as const

/** The most results one search answers in a page. */
const SEARCH_PAGE_SIZE_MAX = 50

/** The search words: required, not blank, at most QUERY_MAX_LENGTH characters. */
function parseSearchQuery(raw: string | null): string {
  if (raw === null) throw badRequest(apiMessages.required('q'))
  const q = raw.trim()
  if (q === '') throw badRequest(apiMessages.blank('q'))
  if ([...q].length > QUERY_MAX_LENGTH) throw badRequest(apiMessages.tooLong('q', QUERY_MAX_LENGTH))
  return q
}

const get = (path: string, handle: ApiRoute['handle']): ApiRoute => ({ method: 'GET', path, cache: 'public', handle })

export const apiRoutes: ApiRoute[] = [
  get('/client/banner/clientBannerList', async ({ locale }) => {
    const rows = await listBanners(locale)
    return { rows, total: rows.length }
  }),

  get('/system/oss/listByIds/:ids', async ({ params }) => {
    const rows = await listFilesByIds(parseIdList(params.ids, 'ids'))
    // `data` as the original client reads it, `rows`/`total` as contract 3's list envelope.
    return { data: rows, rows, total: rows.length }
  }),

  get('/client/message/clientHomeLatestInfo', async ({ locale, query }) => {
    const count = parseInteger(query.get('pageSize'), 'pageSize', 1, PAGE_SIZE_MAX, 6)
    return latestNews(locale, count)
  }),

  get('/client/message/clientMessageSelectById/:id', async ({ locale, params }) => {
    const id = parseId(params.id)
    const news = await getNews(locale, id)
    if (!news) throw notFound(apiMessages.notFound(things.news, id))
    // The cover's other sizes serve the page's <img srcset>; the contract's record has none.
    const { messageSrcSet: _srcSet, ...data } = news
    return { data }
  }),

  get('/client/message/clientMessageListPage', async ({ locale, query }) => {
    const paging = parsePaging(query)
    const raw = query.get('class') ?? query.get('messageType')
    const cls = raw === null || raw === '' ? '-1' : parseOneOf(raw, 'class', MESSAGE_CLASSES)
    if (cls === 'video') {
      const page = await listVideos(locale, paging)
      return { rows: page.rows.map(videoAsMessage), total: page.total }
    }
    return listNews(locale, cls === '-1' ? null : cls, paging)
  }),

  get('/client/video/clientHomeLatestInfo', async ({ locale, query }) => {
    const count = parseInteger(query.get('pageSize'), 'pageSize', 1, PAGE_SIZE_MAX, 10)
    return listVideos(locale, { pageNum: 1, pageSize: count })
  }),

  get('/client/video/clientVideoListPage', async ({ locale, query }) => listVideos(locale, parsePaging(query))),

  get('/client/video/clientVideoSelectById/:id', async ({ locale, params }) => {
    const id = parseId(params.id)
    const data = await getVideo(locale, id)
    if (!data) throw notFound(apiMessages.notFound(things.video, id))
    return { data }
  }),

  get('/client/clientTeaching/classifyListPage', async ({ locale, query }) => listClassifications(locale, parsePaging(query))),

  get('/client/clientTeaching/albumSelectById/:id', async ({ locale, params }) => {
    const id = parseId(params.id)
    const data = await getAlbum(locale, id)
    if (!data) throw notFound(apiMessages.notFound(things.album, id))
    return { data }
  }),

  get('/client/clientTeaching/otherAlbumTeaching/:id', async ({ locale, params, query }) => {
    const id = parseId(params.id)
    const size = parseInteger(query.get('pageSize'), 'pageSize', 1, PAGE_SIZE_MAX, 10)
    const page = await otherAlbums(locale, id, size)
    if (!page) throw notFound(apiMessages.notFound(things.album, id))
    return page
  }),

  ...(['GET', 'POST'] as const).map((method): ApiRoute => ({
    method,
    path: '/client/clientTeaching/teachingCount/:id',
    cache: 'no-store',
    handle: async ({ params, request }) => {
      const id = parseId(params.id)
      const count = await countTeachingView(id, request.headers)
      if (count === null) throw notFound(apiMessages.notFound(things.album, id))
      return { data: count }
    },
  })),

  get('/client/software/softwareList', async ({ locale, query }) => {
    const data = await listSoftware(locale, {
      alias: parseText(query.get('alias'), 'alias', 40),
      softwareName: parseText(query.get('softwareName'), 'softwareName', 100),
    })
    return { data, rows: data, total: data.length }
  }),

  get('/client/software/updateLogList', async ({ locale, query }) => {
    const softwareId = parseId(query.get('softwareId'), 'softwareId')
    const paging = parsePaging(query)
    const software = await getSoftware(locale, softwareId)
    if (!software) throw notFound(apiMessages.notFound(things.software, softwareId))
    return listUpdateLogs(locale, software, paging)
  }),

  get('/client/software/updateLogDetail/:id', async ({ locale, params }) => {
    const id = parseId(params.id)
    const data = await getUpdateLog(locale, id)
    if (!data) throw notFound(apiMessages.notFound(things.updateLog, id))
    return { data }
  }),

  get('/client/software/helpDocument', async ({ locale, query }) => {
    const alias = parseText(query.get('soft'), 'soft', 40)
    if (!alias) throw badRequest(apiMessages.required('soft'))
    if (!(await getSoftwareByAlias(locale, alias))) throw notFound(apiMessages.notFound(things.software, alias))
    const data = await getHelpDocument(locale, alias)
    if (!data) throw notFound(apiMessages.noHelpDocument(alias))
    return { data }
  }),

  // Site search (docs/search.md). Cacheable by URL like the other lists; searches that reach the database are limited
  // per address.
  get('/client/search', async ({ locale, query, clientAddress, request }) => {
    const q = parseSearchQuery(query.get('q'))
    const pageNum = parseInteger(query.get('pageNum'), 'pageNum', 1, PAGE_NUM_MAX, 1)
    const pageSize = parseInteger(query.get('pageSize'), 'pageSize', 1, SEARCH_PAGE_SIZE_MAX, 10)
    if (!(await searchLimit.take(clientAddress))) throw new ApiError(429, apiMessages.tooManySearches(searchLimit.minutes))
    const result = await searchSite(locale, q, { pageNum, pageSize })
    if (pageNum === 1) await countSearch(locale, q, result.total, request.headers)
    // Several words that nothing has together: the hits have any of them, and the answer says so.
    return result.matched === 'any' ? { ...result, notice: inLanguage(searchTexts, locale).anyWords } : result
  }),

  {
    method: 'POST',
    path: '/client/contact/submit',
    cache: 'no-store',
    jsonBodyLimit: 16 * 1024,
    message: ({ locale }) => inLanguage(contactMessages, locale).success,
    handle: async ({ locale, request, clientAddress, body }) => {
      // The bot trap: a field people never see. A filled one is answered as a success and not stored.
      if (typeof body.website === 'string' && body.website.trim() !== '') return { data: null }
      const checked = validateContact(body, locale)
      if (!checked.ok) throw badRequest({ zh: checked.firstError, en: checked.firstError })
      const unknownProduct = await unknownContactProduct(checked.data, locale)
      if (unknownProduct) throw badRequest({ zh: unknownProduct, en: unknownProduct })
      if (!(await takeContactSlot(clientAddress))) {
        throw new ApiError(429, apiMessages.tooManyRequests(contactLimitMinutes))
      }
      const stored = await storeContactSubmission(checked.data, {
        locale,
        ip: clientAddress,
        userAgent: request.headers.get('user-agent') ?? '',
        ...leadSource(body, request.headers),
        submissionId: typeof body.submissionId === 'string' ? body.submissionId : undefined,
      }).catch((error: unknown) => {
        // The documented answer when nothing could keep the lead: 503 with Retry-After, never a 500.
        if (error instanceof LeadNotKept) throw new ApiError(503, apiMessages.leadNotKept)
        throw error
      })
      return { data: { id: stored.id } }
    },
  },

  {
    // First-party insight (src/content/insight/): one page view or play milestone from the site's beacon. Only
    // well-formed beacons (400 otherwise); bots, prefetches and visitors with Do Not Track or Global Privacy
    // Control are answered alike and not counted.
    method: 'POST',
    path: '/client/insight/beacon',
    cache: 'no-store',
    jsonBodyLimit: BEACON_MAX_BYTES,
    handle: async ({ request, clientAddress, body }) => {
      const beacon = parseBeacon(body)
      if (!beacon.ok) throw badRequest(apiMessages.badBeacon(beacon.problem.field))
      if (!(await beaconLimit.take(clientAddress))) throw new ApiError(429, apiMessages.tooManyBeacons)
      if ((await countBeacon(beacon, request.headers)) === 'unknown') throw badRequest(apiMessages.unknownBeaconTarget)
      return { data: null }
    },
  },
]
