/**
 * The configuration: every environment variable the site reads (the application, server.ts, next.config.ts and the
 * operational scripts), each parsed by one schema with its default, its meaning and when it is read. Nothing else
 * reads `process.env` (`npm run lint` refuses it elsewhere in src/, server.ts and next.config.ts); the table of
 * docs/operations.md, "Configuration", is generated from here (`npm run docs:env`) and a unit test keeps it so.
 *
 * `env` reads each variable when it is asked for (a getter), so that a value set after start (server.ts gives Next
 * the token of its own revalidation) or by a test is seen; `checkEnvironment()` parses every variable at once and
 * names all that are wrong, which server.ts does before it starts.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { z } from 'zod'

import { configuredLocales, KNOWN_LOCALES } from './i18n/locales'

type Vars = Record<string, string | undefined>

/** When a variable is read: by `npm run build` (build again after changing it), by the running server, or both. */
type When = 'build' | 'run' | 'build and run'
type Variable<S extends z.ZodType = z.ZodType> = {
  schema: S
  when: When
  /** The default as the docs show it (Markdown). */
  fallback: string
  /** What it does (Markdown, one table cell). */
  meaning: string
}

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === ''
const input = z.string().optional()

/** Text, trimmed; the fallback when unset or blank. */
const text = (fallback = '') => input.transform((value) => (blank(value) ? fallback : value.trim()))

const ON = /^(1|true|yes|on)$/i
const OFF = /^(0|false|no|off)$/i
/** A switch: on/off, true/false, yes/no, 1/0 (any case); the fallback when unset. */
const flag = (fallback: boolean) =>
  input.transform((value, ctx) => {
    if (blank(value)) return fallback
    if (ON.test(value.trim())) return true
    if (OFF.test(value.trim())) return false
    ctx.addIssue({ code: 'custom', message: 'on or off (or true/false, yes/no, 1/0)' })
    return z.NEVER
  })

/** A whole number from `min` to `max`; the fallback when unset. */
const whole = (fallback: number, min: number, max: number) =>
  input.transform((value, ctx) => {
    if (blank(value)) return fallback
    const number = /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : NaN
    if (number >= min && number <= max) return number
    ctx.addIssue({ code: 'custom', message: `a whole number from ${min} to ${max}` })
    return z.NEVER
  })

/** A number of at least 0 (fractions allowed); the fallback when unset. */
const amount = (fallback: number) =>
  input.transform((value, ctx) => {
    if (blank(value)) return fallback
    const number = Number(value.trim())
    if (Number.isFinite(number) && number >= 0) return number
    ctx.addIssue({ code: 'custom', message: 'a number of at least 0' })
    return z.NEVER
  })

/** Megabytes (fractions allowed, more than 0) as bytes; the fallback (in MB) when unset. */
const megabytes = (fallback: number) =>
  input.transform((value, ctx) => {
    const number = blank(value) ? fallback : Number(value.trim())
    if (Number.isFinite(number) && number > 0) return Math.round(number * 1024 * 1024)
    ctx.addIssue({ code: 'custom', message: 'a size in megabytes above 0' })
    return z.NEVER
  })

/** Text that matches `pattern` (what it is: `expected`), trimmed; empty when unset. */
const matching = (pattern: RegExp, expected: string) =>
  input.transform((value, ctx) => {
    if (blank(value)) return ''
    if (pattern.test(value.trim())) return value.trim()
    ctx.addIssue({ code: 'custom', message: expected })
    return z.NEVER
  })

/** A URL path prefix: `/website` (a leading slash, none at the end); empty for none or `/`. */
export function pathPrefix(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}` : ''
}
const prefix = () => input.transform(pathPrefix)

/** Codes of the table of languages separated by commas (`zh,en,zh-Hant`); the site's languages in table order. */
const localeList = () =>
  input.transform((value, ctx) => {
    if (value?.trim() === 'all') return configuredLocales('all')
    const codes = (value ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean)
    const unknown = codes.filter((code) => !(KNOWN_LOCALES as readonly string[]).includes(code))
    if (unknown.length === 0) return configuredLocales(codes.join(','))
    ctx.addIssue({ code: 'custom', message: `a list of the table's languages (${KNOWN_LOCALES.join(', ')}) or all` })
    return z.NEVER
  })

/** `N/seconds` or `off`. */
const rate = (fallback: string) =>
  input.transform((value, ctx) => {
    if (blank(value)) return fallback
    const trimmed = value.trim().toLowerCase()
    if (trimmed === 'off' || trimmed === '0') return 'off'
    if (/^\d{1,9}\/\d{1,9}$/.test(trimmed)) return trimmed
    ctx.addIssue({ code: 'custom', message: '`N/seconds` (e.g. 5/600) or off' })
    return z.NEVER
  })

/** How many proxies may be believed: a number from 0 to 99; `true`/`yes` is one. */
const proxies = () =>
  input.transform((value, ctx) => {
    if (blank(value)) return 0
    const trimmed = value.trim().toLowerCase()
    if (trimmed === 'true' || trimmed === 'yes') return 1
    if (trimmed === 'false' || trimmed === 'no') return 0
    if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed)
    ctx.addIssue({ code: 'custom', message: 'how many proxies, 0 to 99' })
    return z.NEVER
  })

const oneOf = <const T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  input.transform((value, ctx) => {
    if (blank(value)) return fallback
    const trimmed = value.trim().toLowerCase()
    if ((values as readonly string[]).includes(trimmed)) return trimmed as T
    ctx.addIssue({ code: 'custom', message: `one of ${values.join(', ')}` })
    return z.NEVER
  })

const v = <S extends z.ZodType>(schema: S, when: When, fallback: string, meaning: string): Variable<S> => ({
  schema,
  when,
  fallback,
  meaning,
})
const NONE = '(none)'

/** Every variable, in the order of the docs' table. */
export const VARIABLES = {
  PORT: v(whole(3000, 0, 65535), 'run', '`3000`', 'port the server listens on'),
  HOSTNAME: v(
    text(),
    'run',
    '`127.0.0.1` when `TRUST_PROXY` is set, else `0.0.0.0`',
    'address the server listens on. Behind a proxy on the same host leave it unset: only the proxy reaches the instance. The server warns at start when it trusts a proxy while listening on an address others can reach (`src/server/listen-address.ts`)',
  ),
  BASE_PATH: v(
    prefix(),
    'build and run',
    NONE,
    'serve the whole site under a path such as `/website` (`website`, `/website/` mean the same); **build time** (`npm run build` again after changing it), and the same value when the server runs',
  ),
  API_PREFIX: v(
    prefix(),
    'build and run',
    NONE,
    'an extra prefix in front of the public API paths, e.g. `/prod-api` → `/prod-api/client/...`; build time, and the same value when the server runs',
  ),
  SITE_LOCALES: v(
    localeList(),
    'build and run',
    '`zh,en`',
    'the languages the site serves, codes of the table in `src/i18n/locales.ts` separated by commas: `zh,en,zh-Hant` adds Traditional Chinese under `/zh-Hant`; `all` is every language of the table. Simplified Chinese and English are always served. **Build time**, and the same value when the server, `npm run migrate` and the seed run (docs/architecture.md, "Adding a language")',
  ),
  DATABASE_URL: v(text(), 'run', NONE, 'PostgreSQL connection string; when unset the SQLite file below is used'),
  DATABASE_POOL_MAX: v(whole(10, 1, 1000), 'run', '`10`', 'PostgreSQL connections per instance'),
  DATABASE_CONNECT_TIMEOUT_MS: v(
    whole(3000, 1, 600_000),
    'run',
    '`3000`',
    'PostgreSQL: a connection not made within this time fails, so no request waits on a database that is away',
  ),
  DATA_DIR: v(text('data'), 'run', '`data`', 'folder for the SQLite file, uploads and the generated secret'),
  SQLITE_PATH: v(text(), 'run', '`$DATA_DIR/site.db`', 'the SQLite database file (created on first start)'),
  MEDIA_DIR: v(text(), 'run', '`$DATA_DIR/media`', 'uploaded files (images with their WebP sizes, videos, downloads)'),
  PAYLOAD_SECRET: v(
    text(),
    'run',
    'generated',
    'secret for sessions and tokens; when unset, a random one is made once and kept in `$DATA_DIR/.payload-secret`. Set it (32+ random characters) in production, the same on every instance',
  ),
  SERVER_URL: v(
    text(),
    'build and run',
    '`http://localhost:$PORT`',
    "the site's public address, e.g. `https://www.example.com`: canonical and hreflang URLs, Open Graph, `sitemap.xml`, `robots.txt` and the demo QR code use it. Set the same value at build and at run time. **Required in production**: the admin accepts writes with the session cookie only from this origin (CSRF, [security](security.md#cross-site-requests-csrf)); unset, only `localhost`, `127.0.0.1` and `[::1]` on `PORT` are accepted",
  ),
  TRUSTED_ORIGINS: v(
    text(),
    'run',
    NONE,
    'more origins the admin is used from, comma separated (e.g. `https://example.com` beside `https://www.example.com`)',
  ),
  ADMIN_EMAIL: v(
    text(),
    'run',
    NONE,
    'with `ADMIN_PASSWORD`: create the first administrator at `npm run setup`/`npm start` when no user exists',
  ),
  ADMIN_PASSWORD: v(text(), 'run', NONE, "the first administrator's password (with `ADMIN_EMAIL`)"),
  CONTENT_CACHE: v(
    flag(true),
    'run',
    '`on`',
    '`off` reads the database on every request (the integration tests, which run outside Next, use it)',
  ),
  CONTENT_CACHE_SECONDS: v(
    whole(0, 0, 31_536_000),
    'run',
    '`0`',
    'how long a cached read is trusted without a publish; 0 = until the next publish. Not needed with `REDIS_URL` (a publish reaches every instance)',
  ),
  DEFER_PAGE_SCRIPTS: v(
    flag(true),
    'run',
    '`on`',
    "`off`: pages keep Next's `<script async>` tags instead of starting them after the first frame ([architecture](architecture.md#deferred-scripts))",
  ),
  MICRO_CACHE_TTL: v(amount(3), 'run', '`3`', 'seconds the server keeps a shareable response in memory (0 turns the micro-cache off)'),
  REDIRECT_HITS_FLUSH_SECONDS: v(
    whole(30, 1, 86_400),
    'run',
    '`30`',
    'how often each server writes the hit counts of redirects (answered before Next, from memory) and its 404 counts (the 404 log) to the database',
  ),
  NOT_FOUND_LOG: v(flag(true), 'run', '`on`', '`off`: 404 answers are not counted in the 404 log ([editors](editors.md#the-404-log))'),
  NOT_FOUND_MIN_HITS: v(
    whole(3, 1, 1_000_000),
    'run',
    '`3`',
    'times an address must have answered 404 before editors see it in the 404 log (administrators see every row)',
  ),
  MICRO_CACHE_MB: v(
    megabytes(64),
    'run',
    '`64`',
    'bytes the micro-cache may hold (bodies, headers, keys), in MB; with `PAGE_CACHE_MB` and `DATA_CACHE_MB` the whole of what an instance caches in memory: 144 MB with the defaults ([security](security.md#page-cache-bounds))',
  ),
  CSP_SCRIPT_HASHES: v(
    flag(true),
    'run',
    '`on`',
    "pages sent whole allow their inline scripts by SHA-256 instead of `'unsafe-inline'`, behind nginx too; `off`: the static policy with `'unsafe-inline'` ([security](security.md#content-security-policy-without-unsafe-inline-for-scripts-csp_script_hashes))",
  ),
  UPLOAD_TEMP_DIR: v(
    text(),
    'run',
    '`<os temp>/site-uploads`',
    'where uploads are spooled while their request runs: one folder per request, removed when it ends; strays older than an hour swept hourly',
  ),
  PAGE_CACHE_MB: v(
    megabytes(64),
    'run',
    '`64`',
    "one instance without Redis: Next's rendered pages are kept in memory, least recently used first out, within this size (never on disk). A 404 is never kept, here or in the micro-cache ([security](security.md#page-cache-bounds))",
  ),
  DATA_CACHE_MB: v(megabytes(16), 'run', '`16`', "the same for content reads (Next's data cache)"),
  CONTACT_RATE_LIMIT: v(rate('5/600'), 'run', '`5/600`', 'contact submissions allowed per address: `N/seconds`, or `off`'),
  INSIGHT: v(
    flag(true),
    'run',
    '`on`',
    '`off`: pages carry no insight beacon and nothing is counted ([Insight](#insight-first-party-statistics))',
  ),
  INSIGHT_RATE_LIMIT: v(
    rate('120/60'),
    'run',
    '`120/60`',
    'insight beacons per address (`N/seconds`, or `off`); counted in Redis when `REDIS_URL` is set',
  ),
  INSIGHT_DAY_ROWS: v(
    whole(2000, 10, 1_000_000),
    'run',
    '`2000`',
    'insight rows one kind of count may make in a day; past it, new keys are added to that day\'s "other" row',
  ),
  INSIGHT_RETENTION_MONTHS: v(
    whole(25, 1, 1200),
    'run',
    '`25`',
    'daily insight rows older than this many whole months are folded into monthly rows',
  ),
  INSIGHT_REFERRER_HOSTS: v(
    text(),
    'run',
    '(empty)',
    'referring hosts counted by name besides the well-known ones (comma-separated); others count as "other"',
  ),
  SEARCH_RATE_LIMIT: v(
    rate('60/60'),
    'run',
    '`60/60`',
    'searches per address that reach the database (API and results page): `N/seconds`, or `off`; counted in Redis when `REDIS_URL` is set ([search.md](search.md))',
  ),
  SMTP_HOST: v(
    text(),
    'run',
    NONE,
    "outgoing mail: when set, each contact submission queues an e-mail to the sales mailbox of the site settings (Payload's jobs queue, run every 15 seconds by the server, retried with back-off up to 8 times)",
  ),
  SMTP_PORT: v(whole(587, 1, 65535), 'run', '`587`', 'port of the mail server'),
  SMTP_SECURE: v(flag(false), 'run', '`false`', '`true`: TLS from the start (port 465); otherwise STARTTLS when the server offers it'),
  LEAD_ALERT_HOSTS: v(
    text(),
    'run',
    NONE,
    "more hosts (`host` or `host:port`, comma separated) that lead alerts may be sent to besides WeCom's, DingTalk's and Feishu's own (a company gateway; plain http only to these)",
  ),
  SMTP_USER: v(text(), 'run', NONE, 'user name at the mail server'),
  SMTP_PASSWORD: v(text(), 'run', NONE, 'password at the mail server'),
  SMTP_FROM: v(text('website@localhost'), 'run', '`website@localhost`', 'sender address of those e-mails'),
  SMTP_FROM_NAME: v(text('Website'), 'run', '`Website`', 'sender name of those e-mails'),
  SHUTDOWN_GRACE_MS: v(
    whole(10_000, 0, 600_000),
    'run',
    '`10000`',
    "after SIGTERM, how long requests in flight and the jobs queue's run under way may take before the process exits",
  ),
  HEALTH_PROBE_MS: v(
    whole(1000, 0, 3_600_000),
    'run',
    '`1000`',
    'how often `server.ts` asks its own `/healthz` whether the database answers; while it does not, pages and API calls are answered stale or 503 without entering Next, and the probe replays the lead spool once it does ([fault drills](#fault-drills)). `0` turns the probe off',
  ),
  STALE_IF_ERROR: v(
    whole(86_400, 0, 31_536_000),
    'run',
    '`86400`',
    'seconds a page or API answer is kept in memory to be served stale while the database is away (within `MICRO_CACHE_MB`)',
  ),
  INSTANCE_ID: v(
    text(),
    'run',
    '`<host name>-<PORT>`',
    "names this instance's lead spool file; keep it stable across restarts of the same instance",
  ),
  LEAD_SPOOL_DIR: v(
    text(),
    'run',
    '`$DATA_DIR/lead-spool`',
    'where leads the database could not take are kept until it can ([a non-empty lead spool](#a-non-empty-lead-spool))',
  ),
  TRUST_PROXY: v(
    proxies(),
    'run',
    '`0`',
    "how many proxies in front of `server.ts` may be believed about the visitor's address (`X-Forwarded-For`). `0`: the socket's peer is the visitor. Behind one nginx or load balancer set `1`; behind a CDN and nginx `2`. **Set it behind a proxy**, or every visitor shares the proxy's address and so one contact limit",
  ),
  PROXY_SETS_HEADERS: v(
    flag(false),
    'run',
    '`false`',
    '`true` behind `deploy/nginx/`, which sets the security headers on every answer: the server then leaves them off the answers a cache may keep (and their `x-request-id` and `Date`, which nginx never passes on), so each cache hit reads a shorter stored header block. **Only with a proxy that sets them** (see [nginx in front](#nginx-in-front))',
  ),
  REDIS_URL: v(
    text(),
    'run',
    NONE,
    "e.g. `redis://:password@10.0.0.5:6379/0`. When set, every instance shares through Redis: Next's data and page cache, the publish signal that empties every instance's micro-cache, the contact rate limit and the failed sign-in counts ([security](security.md#sign-in-protection))",
  ),
  REDIS_PREFIX: v(
    text('site:'),
    'run',
    '`site:`',
    'prefix of every Redis key and channel of the site (several sites or test runs can share one Redis)',
  ),
  S3_BUCKET: v(text(), 'run', NONE, 'uploads go to this S3-compatible bucket instead of `MEDIA_DIR` (no migration)'),
  S3_ENDPOINT: v(text(), 'run', '(AWS)', 'the S3 API address (`http://minio:9000`, an OSS/COS/R2 endpoint)'),
  S3_REGION: v(text('us-east-1'), 'run', '`us-east-1`', "the bucket's region"),
  S3_ACCESS_KEY_ID: v(
    text(),
    'run',
    NONE,
    "credentials, with `S3_SECRET_ACCESS_KEY`; unset: the AWS SDK's usual chain (instance role, `~/.aws`)",
  ),
  S3_SECRET_ACCESS_KEY: v(text(), 'run', NONE, 'the secret of `S3_ACCESS_KEY_ID`'),
  S3_FORCE_PATH_STYLE: v(flag(false), 'run', '`false`', '`true` for MinIO and most non-AWS servers'),
  S3_PUBLIC_URL: v(
    text(),
    'run',
    NONE,
    "unset (recommended): files are served through the site at `/api/media/file/<name>`; set to the bucket's public address or CDN to point file URLs there (bucket publicly readable)",
  ),
  JOBS_CRON: v(
    text('*/15 * * * * *'),
    'run',
    '`*/15 * * * * *`',
    'how often the server runs due jobs (scheduled publishing, lead e-mails and group alerts): 5-field cron, or 6 with seconds first (the default: every 15 seconds, so an alert leaves within about 15 s); `off` runs none in this process',
  ),
  MAX_UPLOAD_MB: v(megabytes(1024), 'run', '`1024`', 'largest file an editor may upload, in MB'),
  MAX_IMAGE_MB: v(megabytes(20), 'run', '`20`', 'largest image, in MB'),
  LOG_LEVEL: v(
    oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'], 'info'),
    'run',
    '`info`',
    'level of the JSON logs (`debug`, `info`, `warn`, `error`, `silent`); `info` logs one line per request',
  ),
  SEED_DEMO: v(flag(false), 'run', '`false`', '`true`: `npm start` fills an *empty* database with the demo company'),
  DEMO_MEDIA: v(
    oneOf(['now', 'later'], 'now'),
    'run',
    '`now`',
    '`later`: the demo seed uploads placeholders for its pictures and videos, which `npm run seed -- --media` draws afterwards (`npm run demo` does both: [architecture](architecture.md#search-engines-and-link-previews))',
  ),
  DEMO_ARTWORK: v(
    oneOf(['drawn', 'placeholder'], 'drawn'),
    'run',
    '`drawn`',
    '`placeholder`: the seed uploads plain placeholder pictures instead of drawing the demo artwork (tests that need no pictures)',
  ),
  DEMO_ARTWORK_CACHE: v(
    text('data/.cache/demo-artwork'),
    'run',
    '`data/.cache/demo-artwork`',
    "where the seed keeps the demo's drawn pictures, videos and speech, so that a second seed draws nothing",
  ),
  DEMO_UPLOAD_CONCURRENCY: v(whole(3, 1, 64), 'run', '`3`', 'how many demo files the seed uploads at once'),
  INTERNAL_REVALIDATE_TOKEN: v(
    text(),
    'run',
    'random',
    "the token of the server's own `/internal-revalidate`; a given value of 32+ characters is used instead of a random one (`npm run demo` gives one to the server and to its media fill)",
  ),
  INTERNAL_REVALIDATE_URL: v(
    text(),
    'run',
    'set by `server.ts`',
    "the address of the server's own `/internal-revalidate`, which `server.ts` gives the code it runs; not set by hand",
  ),
  TURBOPACK_BUILD_CACHE: v(
    flag(true),
    'build',
    '`on`',
    '`off`: Turbopack writes no file-system cache (`npm run demo` sets it, and `npm test` in a checkout without one: a first build never reads it, and writing it took 13.6 s; a rebuild with it takes 50 s, without 94 s)',
  ),
  MIGRATE_ON_START: v(
    flag(false),
    'run',
    '`false` (`true` in the Docker image)',
    "the server itself runs pending migrations and creates the first admin as Payload starts (for images without the project's scripts)",
  ),
  NEXT_OUTPUT: v(
    oneOf(['default', 'standalone'], 'default'),
    'build',
    NONE,
    "`standalone`: Next's standalone output (the Dockerfile sets it)",
  ),
  BACKUP_DIR: v(text(), 'run', '`$DATA_DIR/backups`', 'where `npm run backup` writes'),
  BAIDU_PUSH_ENDPOINT: v(
    text('http://data.zz.baidu.com/urls'),
    'run',
    '`http://data.zz.baidu.com/urls`',
    "Baidu's URL push API (tests point it at a local server)",
  ),
  INDEXNOW_ENDPOINT: v(
    text('https://api.indexnow.org/indexnow'),
    'run',
    '`https://api.indexnow.org/indexnow`',
    "IndexNow's shared endpoint (it passes the URLs on to Bing, Yandex, Naver and Seznam; tests point it at a local server)",
  ),
  WECHAT_APP_ID: v(
    matching(/^wx[0-9a-f]{16}$/, 'an AppID: wx and 16 hex digits'),
    'run',
    NONE,
    "AppID of the company's WeChat official account (公众号, `wx` and 16 hex digits): with `WECHAT_APP_SECRET`, pages opened in WeChat set their own share card through the JS-SDK ([production](production.md#13-wechat-share-cards-js-sdk))",
  ),
  WECHAT_APP_SECRET: v(
    matching(/^[0-9A-Za-z]{32}$/, 'an AppSecret: 32 letters and digits'),
    'run',
    NONE,
    'AppSecret of that account (a secret: never logged, never sent to a browser)',
  ),
  WECHAT_API_URL: v(
    text('https://api.weixin.qq.com'),
    'run',
    '`https://api.weixin.qq.com`',
    "WeChat's API, for the JS-SDK ticket (tests point it at a local server)",
  ),
} satisfies Record<string, Variable>

type Name = keyof typeof VARIABLES
type Value<N extends Name> = z.output<(typeof VARIABLES)[N]['schema']>

/** A variable that does not parse: its name, what it holds and what it should. */
export class ConfigurationError extends Error {
  constructor(readonly problems: Array<{ name: string; value: string; expected: string }>) {
    super(
      `Configuration: ${problems.map((p) => `${p.name}=${JSON.stringify(p.value)} is not ${p.expected}`).join('; ')} (docs/operations.md, "Configuration").`,
    )
    this.name = 'ConfigurationError'
  }
}

function parseOne<N extends Name>(name: N, vars: Vars): Value<N> {
  const result = VARIABLES[name].schema.safeParse(vars[name])
  if (result.success) return result.data as Value<N>
  throw new ConfigurationError([{ name, value: vars[name] ?? '', expected: result.error.issues[0]?.message ?? 'valid' }])
}

/** The process's variables as last parsed, by name: a page render reads several, each request again. */
const parsedSettings = new Map<Name, { raw: string | undefined; value: unknown }>()

/**
 * One variable, parsed, from the process's environment (or `vars`). The process's are parsed again only when their
 * text changed (a value server.ts or a test sets later is still seen); a wrong one throws every time.
 */
export function setting<N extends Name>(name: N, vars: Vars = process.env): Value<N> {
  if (vars !== process.env) return parseOne(name, vars)
  const raw = vars[name]
  const known = parsedSettings.get(name)
  if (known && known.raw === raw) return known.value as Value<N>
  const value = parseOne(name, vars)
  parsedSettings.set(name, { raw, value })
  return value
}

/** Every variable parsed at once; throws a `ConfigurationError` naming each one that is wrong. */
export function checkEnvironment(vars: Vars = process.env): void {
  const problems: ConfigurationError['problems'] = []
  for (const name of Object.keys(VARIABLES) as Name[]) {
    try {
      parseOne(name, vars)
    } catch (error) {
      if (error instanceof ConfigurationError) problems.push(...error.problems)
      else throw error
    }
  }
  if (problems.length > 0) throw new ConfigurationError(problems)
}

/** The docs' table of every variable (docs/operations.md, "Configuration"; `npm run docs:env` writes it). */
export function variablesTable(): string {
  const rows = (Object.entries(VARIABLES) as Array<[string, Variable]>).map(
    ([name, { fallback, meaning, when }]) => `| \`${name}\` | ${fallback} | ${when} | ${meaning.replace(/\|/g, '\\|')} |`,
  )
  return ['| variable | default | read at | meaning |', '|---|---|---|---|', ...rows].join('\n')
}

/**
 * What Node and Next set for the code they run (not configuration): the phase of `next build`, the runtime, the
 * mode. Read here so that nothing else reads `process.env`.
 */
export const platform = {
  /** Inside `next build` (Next sets NEXT_PHASE). */
  get building(): boolean {
    return process.env.NEXT_PHASE === 'phase-production-build'
  },
  /** In Next's Node.js runtime (not the edge, not a script). */
  get nodeRuntime(): boolean {
    return process.env.NEXT_RUNTIME === 'nodejs'
  },
  get production(): boolean {
    return process.env.NODE_ENV === 'production'
  },
  get development(): boolean {
    return process.env.NODE_ENV === 'development'
  },
}

/**
 * Values server.ts gives the code it runs in the same process (Next's route handlers read them through `env`): the
 * token and address of its own revalidation.
 */
export function shareWithApplication(values: { internalRevalidateToken: string; internalRevalidateUrl: string }): void {
  process.env.INTERNAL_REVALIDATE_TOKEN = values.internalRevalidateToken
  process.env.INTERNAL_REVALIDATE_URL = values.internalRevalidateUrl
}

const cwd = process.cwd()

export const DATA_DIR = path.resolve(cwd, setting('DATA_DIR'))

/** The shortest PAYLOAD_SECRET accepted: a weak secret makes session tokens guessable. */
const MIN_SECRET_LENGTH = 32

/** Throws on a secret that is too short or too repetitive to be random. */
export function assertStrongSecret(secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH || new Set(secret).size < 8) {
    throw new Error(
      `PAYLOAD_SECRET is too weak: use at least ${MIN_SECRET_LENGTH} random characters (e.g. \`openssl rand -hex 32\`), or unset it to have one generated in ${DATA_DIR}.`,
    )
  }
  return secret
}

/** A secret for Payload: PAYLOAD_SECRET, or a random one kept in DATA_DIR/.payload-secret (made on first use). */
function payloadSecret(): string {
  const fromEnv = setting('PAYLOAD_SECRET')
  if (fromEnv) return assertStrongSecret(fromEnv)
  const file = path.join(DATA_DIR, '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('hex')
    fs.mkdirSync(DATA_DIR, { recursive: true })
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

/** Uploads in an S3-compatible bucket (docs/operations.md, "S3-compatible storage"); null when S3_BUCKET is unset. */
export type S3Settings = {
  bucket: string
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  /** Where the bucket is readable by the public (e.g. a CDN); empty: files are served through the site. */
  publicUrl: string
}

export function readS3Settings(vars: Vars = process.env): S3Settings | null {
  const bucket = setting('S3_BUCKET', vars)
  if (!bucket) return null
  return {
    bucket,
    endpoint: setting('S3_ENDPOINT', vars),
    region: setting('S3_REGION', vars),
    accessKeyId: setting('S3_ACCESS_KEY_ID', vars),
    secretAccessKey: setting('S3_SECRET_ACCESS_KEY', vars),
    forcePathStyle: setting('S3_FORCE_PATH_STYLE', vars),
    publicUrl: setting('S3_PUBLIC_URL', vars).replace(/\/+$/, ''),
  }
}

const inData = (name: 'SQLITE_PATH' | 'MEDIA_DIR' | 'LEAD_SPOOL_DIR' | 'BACKUP_DIR', file: string) =>
  path.resolve(cwd, setting(name) || path.join(DATA_DIR, file))

/** The configuration as the code uses it: each value read from the environment when asked for. */
export const env = {
  get port() {
    return setting('PORT')
  },
  get hostname() {
    return setting('HOSTNAME')
  },
  get basePath() {
    return setting('BASE_PATH')
  },
  get siteLocales() {
    return setting('SITE_LOCALES')
  },
  get apiPrefix() {
    return setting('API_PREFIX')
  },
  get databaseUrl() {
    return setting('DATABASE_URL')
  },
  get databasePoolMax() {
    return setting('DATABASE_POOL_MAX')
  },
  get databaseConnectTimeoutMs() {
    return setting('DATABASE_CONNECT_TIMEOUT_MS')
  },
  get sqlitePath() {
    return inData('SQLITE_PATH', 'site.db')
  },
  get mediaDir() {
    return inData('MEDIA_DIR', 'media')
  },
  get leadSpoolDir() {
    return inData('LEAD_SPOOL_DIR', 'lead-spool')
  },
  get backupDir() {
    return inData('BACKUP_DIR', 'backups')
  },
  /** SERVER_URL as given, PORT and TRUSTED_ORIGINS: src/lib/origins.ts makes the site's origins of them. */
  get origins() {
    return { serverUrl: setting('SERVER_URL'), port: setting('PORT'), trustedOrigins: setting('TRUSTED_ORIGINS') }
  },
  get serverUrl() {
    return setting('SERVER_URL') || `http://localhost:${setting('PORT')}`
  },
  get adminEmail() {
    return setting('ADMIN_EMAIL')
  },
  get adminPassword() {
    return setting('ADMIN_PASSWORD')
  },
  get payloadSecret() {
    return payloadSecret()
  },
  /** Content cache (Next's data cache with tags); off in unit/integration tests that run outside Next. */
  get contentCache() {
    return setting('CONTENT_CACHE')
  },
  /**
   * Seconds a cached read is trusted without a publish (0: until the next publish). A publish drops the cache of
   * the instance that saved it; other instances see it after this many seconds (set it when running several).
   */
  get contentCacheSeconds() {
    return setting('CONTENT_CACHE_SECONDS')
  },
  /** Next's page cache on one instance (no REDIS_URL), in memory (src/cache/memory-store.ts): bytes of pages and of reads. */
  get pageCacheBytes() {
    return setting('PAGE_CACHE_MB')
  },
  get dataCacheBytes() {
    return setting('DATA_CACHE_MB')
  },
  get microCacheBytes() {
    return setting('MICRO_CACHE_MB')
  },
  get microCacheTtl() {
    return setting('MICRO_CACHE_TTL')
  },
  get staleIfErrorMs() {
    return setting('STALE_IF_ERROR') * 1000
  },
  get deferPageScripts() {
    return setting('DEFER_PAGE_SCRIPTS')
  },
  get cspScriptHashes() {
    return setting('CSP_SCRIPT_HASHES')
  },
  get proxySetsHeaders() {
    return setting('PROXY_SETS_HEADERS')
  },
  get trustProxy() {
    return setting('TRUST_PROXY')
  },
  get healthProbeMs() {
    return setting('HEALTH_PROBE_MS')
  },
  get notFoundLog() {
    return setting('NOT_FOUND_LOG')
  },
  get notFoundMinHits() {
    return setting('NOT_FOUND_MIN_HITS')
  },
  get redirectHitsFlushMs() {
    return setting('REDIRECT_HITS_FLUSH_SECONDS') * 1000
  },
  get shutdownGraceMs() {
    return setting('SHUTDOWN_GRACE_MS')
  },
  get logLevel() {
    return setting('LOG_LEVEL')
  },
  /** Shared state of several instances (docs/operations.md, "Several instances"); empty: all in the process. */
  get redisUrl() {
    return setting('REDIS_URL')
  },
  /** Prefix of every Redis key and channel of this site (several sites or test runs may share one Redis). */
  get redisPrefix() {
    return setting('REDIS_PREFIX')
  },
  get contactRateLimit() {
    return setting('CONTACT_RATE_LIMIT')
  },
  get searchRateLimit() {
    return setting('SEARCH_RATE_LIMIT')
  },
  get insightRateLimit() {
    return setting('INSIGHT_RATE_LIMIT')
  },
  /** First-party insight (src/content/insight/): the pages' beacon and the counting. */
  get insight() {
    return setting('INSIGHT')
  },
  get insightDayRows() {
    return setting('INSIGHT_DAY_ROWS')
  },
  get insightRetentionMonths() {
    return setting('INSIGHT_RETENTION_MONTHS')
  },
  /** Referring hosts counted by name besides the well-known ones. */
  get insightReferrerHosts() {
    return setting('INSIGHT_REFERRER_HOSTS')
      .split(',')
      .map((h) =>
        h
          .trim()
          .toLowerCase()
          .replace(/^www\./, ''),
      )
      .filter((h) => /^[a-z0-9.-]{1,253}$/.test(h))
  },
  /** Uploads in an S3-compatible bucket instead of MEDIA_DIR. */
  get s3() {
    return readS3Settings()
  },
  /** How often the server runs queued jobs: a cron pattern of 5 fields, or 6 with seconds first; `off`: never. */
  get jobsCron() {
    return setting('JOBS_CRON')
  },
  get migrateOnStart() {
    return setting('MIGRATE_ON_START')
  },
  get seedDemo() {
    return setting('SEED_DEMO')
  },
  get demoMedia() {
    return setting('DEMO_MEDIA')
  },
  get demoArtworkPlaceholder() {
    return setting('DEMO_ARTWORK') === 'placeholder'
  },
  get demoArtworkCache() {
    return path.resolve(cwd, setting('DEMO_ARTWORK_CACHE'))
  },
  get demoUploadConcurrency() {
    return setting('DEMO_UPLOAD_CONCURRENCY')
  },
  /** Largest file an editor may upload (bytes). */
  get maxUploadBytes() {
    return setting('MAX_UPLOAD_MB')
  },
  /** Largest image an editor may upload (bytes). */
  get maxImageBytes() {
    return setting('MAX_IMAGE_MB')
  },
  /** Where uploads are spooled while a request is under way (src/lib/upload-temp.ts). */
  get uploadTempDir() {
    return path.resolve(cwd, setting('UPLOAD_TEMP_DIR') || path.join(os.tmpdir(), 'site-uploads'))
  },
  get instanceId() {
    return setting('INSTANCE_ID')
  },
  get internalRevalidateToken() {
    return setting('INTERNAL_REVALIDATE_TOKEN')
  },
  get internalRevalidateUrl() {
    return setting('INTERNAL_REVALIDATE_URL')
  },
  get baiduPushEndpoint() {
    return setting('BAIDU_PUSH_ENDPOINT')
  },
  get indexNowEndpoint() {
    return setting('INDEXNOW_ENDPOINT')
  },
  /** The WeChat official account whose JS-SDK pages use (src/cache/wechat-ticket.ts); null when not configured. */
  get wechat(): { appId: string; appSecret: string; apiUrl: string } | null {
    const appId = setting('WECHAT_APP_ID')
    const appSecret = setting('WECHAT_APP_SECRET')
    if (!appId || !appSecret) return null
    return { appId, appSecret, apiUrl: setting('WECHAT_API_URL').replace(/\/+$/, '') }
  },
  get turbopackBuildCache() {
    return setting('TURBOPACK_BUILD_CACHE')
  },
  get standaloneOutput() {
    return setting('NEXT_OUTPUT') === 'standalone'
  },
  /** Hosts lead alerts may go to besides the chat platforms' own (src/lib/lead-alerts.ts). */
  get leadAlertHosts(): string[] {
    return setting('LEAD_ALERT_HOSTS')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean)
  },
  /** Outgoing e-mail (lead notifications to the sales mailbox); off when SMTP_HOST is unset. */
  get smtp() {
    return {
      host: setting('SMTP_HOST'),
      port: setting('SMTP_PORT'),
      secure: setting('SMTP_SECURE'),
      user: setting('SMTP_USER'),
      password: setting('SMTP_PASSWORD'),
      from: setting('SMTP_FROM'),
      fromName: setting('SMTP_FROM_NAME'),
    }
  },
}

export type DatabaseKind = 'postgres' | 'sqlite'
export const databaseKind: DatabaseKind = env.databaseUrl ? 'postgres' : 'sqlite'
