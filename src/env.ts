/**
 * Server configuration, read once from the environment. Every variable the app reads is listed here
 * (and in docs/operations.md, "Configuration").
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const cwd = process.cwd()

function str(name: string, fallback = ''): string {
  const v = process.env[name]
  return v === undefined || v.trim() === '' ? fallback : v.trim()
}

/** `/website` style, no trailing slash; empty for the root. */
function normaliseBasePath(v: string): string {
  if (!v || v === '/') return ''
  const withSlash = v.startsWith('/') ? v : `/${v}`
  return withSlash.replace(/\/+$/, '')
}

export const DATA_DIR = path.resolve(cwd, str('DATA_DIR', 'data'))

/** A secret for Payload: PAYLOAD_SECRET, or a random one kept in DATA_DIR/.payload-secret (made on first use). */
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

function payloadSecret(): string {
  const fromEnv = str('PAYLOAD_SECRET')
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

export function readS3Settings(vars: Record<string, string | undefined> = process.env): S3Settings | null {
  const get = (name: string, fallback = '') => {
    const v = vars[name]
    return v === undefined || v.trim() === '' ? fallback : v.trim()
  }
  const bucket = get('S3_BUCKET')
  if (!bucket) return null
  return {
    bucket,
    endpoint: get('S3_ENDPOINT'),
    region: get('S3_REGION', 'us-east-1'),
    accessKeyId: get('S3_ACCESS_KEY_ID'),
    secretAccessKey: get('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: /^(1|true|yes)$/i.test(get('S3_FORCE_PATH_STYLE')),
    publicUrl: get('S3_PUBLIC_URL').replace(/\/+$/, ''),
  }
}

/** A size given in megabytes (fractions allowed) as bytes; the fallback when unset or not a positive number. */
function megabytes(name: string, fallback: number): number {
  const value = Number(str(name, String(fallback)))
  return Math.round((Number.isFinite(value) && value > 0 ? value : fallback) * 1024 * 1024)
}

/** A whole number from `name` between `min` and `max`; the fallback when unset or out of range. */
function wholeNumber(name: string, fallback: number, min: number, max: number): number {
  const raw = str(name)
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : fallback
}

/** An absolute folder from a variable, or the fallback. */
function folder(name: string, fallback: string): string {
  return path.resolve(cwd, str(name, fallback))
}

export const env = {
  port: Number(str('PORT', '3000')),
  basePath: normaliseBasePath(str('BASE_PATH')),
  apiPrefix: normaliseBasePath(str('API_PREFIX')),
  databaseUrl: str('DATABASE_URL'),
  sqlitePath: path.resolve(cwd, str('SQLITE_PATH', path.join(DATA_DIR, 'site.db'))),
  mediaDir: path.resolve(cwd, str('MEDIA_DIR', path.join(DATA_DIR, 'media'))),
  serverUrl: str('SERVER_URL', `http://localhost:${str('PORT', '3000')}`),
  adminEmail: str('ADMIN_EMAIL'),
  adminPassword: str('ADMIN_PASSWORD'),
  get payloadSecret() {
    return payloadSecret()
  },
  /** Content cache (Next's data cache with tags); off in unit/integration tests that run outside Next. */
  contentCache: str('CONTENT_CACHE', 'on') !== 'off',
  /**
   * Seconds a cached read is trusted without a publish (0: until the next publish). A publish drops the cache of
   * the instance that saved it; other instances see it after this many seconds (set it when running several).
   */
  contentCacheSeconds: Math.max(0, Number(str('CONTENT_CACHE_SECONDS', '0')) || 0),
  /**
   * Next's page cache on one instance (no REDIS_URL), kept in memory (src/cache/memory-store.ts): at most this many
   * bytes of rendered pages (`PAGE_CACHE_MB`, default 64) and of content reads (`DATA_CACHE_MB`, default 16); the
   * least recently used make room.
   */
  pageCacheBytes: megabytes('PAGE_CACHE_MB', 64),
  dataCacheBytes: megabytes('DATA_CACHE_MB', 16),
  /**
   * Shared state of several instances (docs/operations.md, "Several instances"): Next's data and page cache,
   * micro-cache purges on publish, contact rate limits. Empty: everything stays inside the process.
   */
  redisUrl: str('REDIS_URL'),
  /** Prefix of every Redis key and channel of this site (several sites or test runs may share one Redis). */
  redisPrefix: str('REDIS_PREFIX', 'site:'),
  /** First-party insight (src/content/insight/): the pages' beacon and the counting. `INSIGHT=off` turns both off. */
  insight: str('INSIGHT', 'on') !== 'off',
  /** Rollup rows one kind of count may make in one day; what would make more is counted as "other". */
  insightDayRows: wholeNumber('INSIGHT_DAY_ROWS', 2000, 10, 1_000_000),
  /** Daily rollup rows older than this many months are folded into monthly rows (the foldInsight job). */
  insightRetentionMonths: wholeNumber('INSIGHT_RETENTION_MONTHS', 25, 1, 1200),
  /** Referring hosts counted by name besides the well-known ones (comma-separated, e.g. `partner.example`). */
  insightReferrerHosts: str('INSIGHT_REFERRER_HOSTS')
    .split(',')
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^www\./, ''),
    )
    .filter((h) => /^[a-z0-9.-]{1,253}$/.test(h)),
  /** Uploads in an S3-compatible bucket instead of MEDIA_DIR. */
  s3: readS3Settings(),
  /**
   * How often the server runs queued jobs (scheduled publishing, lead e-mails): a cron pattern of 5 fields, or 6
   * with seconds first (every 5 seconds: `0/5 * * * * *`); `off` leaves them to another process.
   */
  jobsCron: str('JOBS_CRON', '* * * * *'),
  /** Largest file an editor may upload (bytes); `MAX_UPLOAD_MB` in megabytes. */
  maxUploadBytes: megabytes('MAX_UPLOAD_MB', 1024),
  /** Largest image an editor may upload (bytes); `MAX_IMAGE_MB` in megabytes. */
  maxImageBytes: megabytes('MAX_IMAGE_MB', 20),
  /**
   * Where uploads are spooled while a request is under way (`UPLOAD_TEMP_DIR`, default `<os temp>/site-uploads`):
   * one folder per upload request, removed when it ends; strays older than an hour are swept (src/lib/upload-temp.ts).
   */
  uploadTempDir: folder('UPLOAD_TEMP_DIR', path.join(os.tmpdir(), 'site-uploads')),
  /** Outgoing e-mail (lead notifications to the sales mailbox); off when SMTP_HOST is unset. */
  smtp: {
    host: str('SMTP_HOST'),
    port: Number(str('SMTP_PORT', '587')),
    secure: str('SMTP_SECURE', 'false') === 'true',
    user: str('SMTP_USER'),
    password: str('SMTP_PASSWORD'),
    from: str('SMTP_FROM', 'website@localhost'),
    fromName: str('SMTP_FROM_NAME', 'Website'),
  },
} as const

export type DatabaseKind = 'postgres' | 'sqlite'
export const databaseKind: DatabaseKind = env.databaseUrl ? 'postgres' : 'sqlite'
