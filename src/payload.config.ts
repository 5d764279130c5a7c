import fs from 'node:fs'
import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { EXPERIMENTAL_TableFeature, lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { DEFAULT_ADMIN_LANGUAGE, DEFAULT_LOCALE, LANGUAGES, LOCALES } from '@/i18n/locales'

import { jobsAccess, restrictDocumentLocks } from './access/system'
import { keepConcurrentSessions } from './auth/session-writes'
import { AuditLog } from './collections/AuditLog'
import { Banners } from './collections/Banners'
import { ContactSubmissions } from './collections/ContactSubmissions'
import { HelpDocuments } from './collections/HelpDocuments'
import { withHistory, withHistoryGlobal } from './collections/history'
import { InsightRollups } from './collections/InsightRollups'
import { scheduleTakesOneLanguageOff } from './collections/language-unpublish'
import { LeadAlerts } from './collections/LeadAlerts'
import { LeadChannels } from './collections/LeadChannels'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NotFoundPaths } from './collections/NotFoundPaths'
import { Pages } from './collections/Pages'
import { Partners } from './collections/Partners'
import { Redirects } from './collections/Redirects'
import { withSaveGuard, withSaveGuardGlobal } from './collections/save-guard'
import { SearchPushes } from './collections/SearchPushes'
import { Software } from './collections/Software'
import { TeachingAlbums } from './collections/TeachingAlbums'
import { TeachingClassifications } from './collections/TeachingClassifications'
import { withTranslationState, withTranslationStateGlobal } from './collections/translation'
import { UpdateLogs } from './collections/UpdateLogs'
import { Users } from './collections/Users'
import { Videos } from './collections/Videos'
import { withWriteRules, withWriteRulesGlobal } from './collections/write-rules'
import { guardJobRuns } from './content/job-runs'
import { releaseSaveGuard } from './content/save-guard'
import { databaseKind, env, platform } from './env'
import { validateLinkUrl, withSafeLinks } from './fields/link'
import { withRowLabels, withRowLabelsGlobal } from './fields/row-labels'
import { ChineseTerms } from './globals/ChineseTerms'
import { HomePage } from './globals/HomePage'
import { Navigation } from './globals/Navigation'
import { SearchBestBets } from './globals/SearchBestBets'
import { SiteSettings } from './globals/SiteSettings'
import { alertLeadsTask } from './jobs/alertLeads'
import { notifyLeadTask } from './jobs/notifyLead'
import { pushSearchEnginesTask } from './jobs/pushSearchEngines'
import { ADMIN_DATE_FORMAT, ADMIN_TIME_ZONE, ADMIN_TIME_ZONES } from './lib/admin-dates'
import { payloadServerUrl, siteOrigins } from './lib/origins'
import { callerErrorMessage, restoredErrorBody } from './lib/public-errors'
import { malformedBodyAnswer } from './lib/request-body-errors'
import { lockedSaveAnswer } from './lib/stale-save'
import { uploadTempDir } from './lib/upload-temp'
import { PAYLOAD_TEXTS_REPLACED } from './lib/version-texts'
import { mediaStoragePlugins } from './media-storage'
import { afterMigrations, migrations } from './migrations/run'
import { ensureFirstAdmin } from './seed/first-admin'
import { uploadFailureAnswer } from './server/upload-disk-full'

const root = process.cwd()

/** Only the web server runs queued jobs: not the build, not scripts or tests that load this config. */
function runsJobs(): boolean {
  return platform.nodeRuntime && !platform.building && env.jobsCron !== 'off'
}
const migrationsRoot = path.resolve(root, 'src/migrations')

/**
 * MIGRATE_ON_START=true (the Docker image): the server itself runs the migrations not yet applied as Payload starts
 * (Payload's `prodMigrations`, production only), then what follows them (src/migrations/run.ts: translation state of
 * older documents), and creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD. `npm start` does all of it
 * in scripts/seed.ts before the server starts instead.
 */
const migrateOnStart = env.migrateOnStart

function database() {
  if (databaseKind === 'postgres') {
    return postgresAdapter({
      // A database that does not answer fails a query within seconds instead of holding the request (fault drills,
      // docs/operations.md): the contact form then spools the lead, pages answer stale or 503.
      pool: {
        connectionString: env.databaseUrl,
        max: env.databasePoolMax,
        connectionTimeoutMillis: env.databaseConnectTimeoutMs,
      },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      prodMigrations: migrateOnStart ? (migrations as never) : undefined,
    })
  }
  fs.mkdirSync(path.dirname(env.sqlitePath), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${env.sqlitePath}` },
    push: false,
    prodMigrations: migrateOnStart ? (migrations as never) : undefined,
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.join(migrationsRoot, 'sqlite'),
  })
}

/** E-mail through SMTP when SMTP_HOST is set; otherwise Payload only logs what it would send. */
function email() {
  const { smtp } = env
  if (!smtp.host) return undefined
  return nodemailerAdapter({
    defaultFromAddress: smtp.from,
    defaultFromName: smtp.fromName,
    skipVerify: true,
    transportOptions: {
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    },
  })
}

/** In production Payload logs JSON lines like server.ts (LOG_LEVEL); elsewhere its readable default. */
function logger() {
  if (!platform.production) return undefined
  return {
    options: {
      level: env.logLevel,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label: string) => ({ level: label }) },
      hooks: {
        // A caller's error (a 404 for a document that does not exist, a 403) at info, as Payload means to: its own
        // per-class levels miss in the production build (src/lib/public-errors.ts).
        logMethod(this: { info: (o: object) => void }, args: unknown[], method: (...a: unknown[]) => void, level: number) {
          const message = level >= 50 ? callerErrorMessage(args[0]) : null
          if (message !== null) return this.info({ msg: message })
          return method.apply(this, args)
        },
      },
    },
  }
}

/**
 * A wrong password or a paused sign-in (src/auth/sign-in.ts) is an expected answer, written to the audit log: one
 * info line each, not an error with its stack. (TooManyAttempts is this project's error, unknown to Payload's type.)
 */
const quietAuthErrors: Record<string, 'info'> = { AuthenticationError: 'info', TooManyAttempts: 'info' }

// Document locks: each role only those of documents it may edit (src/access/system.ts).
export default buildConfig({
  secret: env.payloadSecret,
  // CSRF: the session cookie counts only on requests from the site's own origins (SERVER_URL; without it
  // localhost/127.0.0.1/[::1] on PORT; plus TRUSTED_ORIGINS; src/lib/origins.ts). From any other page a write made
  // with the cookie is anonymous, and refused. serverURL stays empty without SERVER_URL, so that the admin works at
  // whichever local address it is opened.
  serverURL: payloadServerUrl(env.origins),
  csrf: siteOrigins(env.origins),
  logger: logger(),
  telemetry: false,
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.resolve(root, 'src') },
    meta: { titleSuffix: ' · 网站管理' },
    // 2026年11月24日 16:35 in Chinese, 24 Nov 2026, 16:35 in English, Asia/Shanghai (src/lib/admin-dates.ts).
    dateFormat: ADMIN_DATE_FORMAT,
    // The schedule dialog's time zones: Beijing time chosen, each named in both admin languages (Payload's own list
    // is several hundred zones named in English only, with none chosen).
    timezones: { supportedTimezones: ADMIN_TIME_ZONES, defaultTimezone: ADMIN_TIME_ZONE },
    components: {
      // Image-only and video-only fields refuse a file of another kind before it is uploaded; Payload's texts that come
      // out wrong in our languages are put right (sort buttons named "[object Object]", the lock dialog's US time).
      providers: [
        '@/components/admin/AdminDates#AdminDates',
        '@/components/admin/UploadKindGuard#UploadKindGuard',
        '@/components/admin/PayloadTextFixes#PayloadTextFixes',
        // Each save names its admin window: one person's two windows are told apart (src/lib/edit-window.ts).
        '@/components/admin/EditWindow#EditWindow',
      ],
      // The work queue per role above the collection cards (src/content/dashboard.ts).
      beforeDashboard: ['@/components/admin/Dashboard#Dashboard'],
      // 访问统计 / Insight (src/components/admin/insight/): first-party counts, charts and CSV.
      views: { insight: { Component: '@/components/admin/insight/InsightView#InsightView', path: '/insight' } },
      afterNavLinks: ['@/components/admin/insight/InsightNavLink#InsightNavLink'],
      // The menu open on screens wider than 1024 px (Payload closes it up to 1440 px), and signing out labelled.
      beforeNavLinks: ['@/components/admin/AdminNav#NavOpenOnWideScreens', '@/components/admin/VersionAuthors#VersionAuthors'],
      logout: { Button: '@/components/admin/AdminNav#SignOut' },
    },
  },
  i18n: {
    supportedLanguages: { zh, en },
    fallbackLanguage: DEFAULT_ADMIN_LANGUAGE,
    // The publish button and the restore dialog say what each choice does (src/lib/version-texts.ts).
    translations: PAYLOAD_TEXTS_REPLACED,
  },
  localization: {
    // The content languages of the table (src/i18n/locales.ts).
    locales: LOCALES.map((code) => ({ code, label: LANGUAGES[code].label })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: false,
    // Each language goes live when its owner says so: the main publish button publishes the language being edited
    // (Payload's "publish in one locale": the other languages keep their published text); "publish all languages"
    // is the button's menu choice (docs/editors.md, "Publishing one language").
    defaultLocalePublishOption: 'active',
  },
  hooks: {
    // Public error messages and their details reach the editor even from the minified production build.
    afterError: [
      async ({ error, result, req }) => {
        // A refused save frees the document it held for its version check (src/content/save-guard.ts).
        releaseSaveGuard(req)
        // A save refused because another editor holds the document's lock: told in the editor's language (423).
        const locked = lockedSaveAnswer(error, req?.i18n?.language)
        if (locked) return locked
        // A full disk: what a failed upload wrote is removed, and the editor is told in the admin's language (507).
        const diskFull = await uploadFailureAnswer(error, req)
        if (diskFull) return diskFull
        // A malformed upload or form (a NUL in a file name) is the caller's fault: a 400, not a 500.
        const malformed = malformedBodyAnswer(error, req?.i18n?.language)
        if (malformed) return malformed
        const response = restoredErrorBody(error, result)
        return response ? { response } : undefined
      },
    ],
  },
  loggingLevels: quietAuthErrors,
  // Links in rich text: http(s), mailto, tel or a path of this site only (src/fields/link.ts).
  editor: withSafeLinks(
    lexicalEditor({
      // Lexical's table feature: tables typed in the editor or pasted from Word and web pages are kept, and the site
      // renders them as tables with their header cells (src/content/richtext.ts).
      features: ({ defaultFeatures }) => [
        ...defaultFeatures.map((feature) =>
          feature.key === 'link'
            ? LinkFeature({
                fields: ({ defaultFields }) =>
                  defaultFields.map((field) =>
                    field.type === 'text' && !field.hasMany && field.name === 'url' ? { ...field, validate: validateLinkUrl } : field,
                  ),
              })
            : feature,
        ),
        EXPERIMENTAL_TableFeature(),
      ],
    }),
  ),
  db: keepConcurrentSessions(database()),
  sharp,
  // Collections and globals with localized fields carry their translation state (src/collections/translation.ts);
  // every change of content is in the audit log, and restoring a version says what it did (src/collections/history.ts);
  // every save an editor makes is checked against the version it was based on (src/collections/save-guard.ts).
  collections: [
    News,
    Videos,
    Banners,
    Partners,
    Media,
    Pages,
    Software,
    UpdateLogs,
    HelpDocuments,
    TeachingClassifications,
    TeachingAlbums,
    ContactSubmissions,
    LeadChannels,
    LeadAlerts,
    InsightRollups,
    Users,
    AuditLog,
    Redirects,
    NotFoundPaths,
    SearchPushes,
  ]
    .map(withTranslationState)
    .map(withRowLabels)
    .map(withHistory)
    .map(withSaveGuard)
    .map(withWriteRules),
  globals: [
    ...[SiteSettings, HomePage, Navigation].map(withTranslationStateGlobal),
    SearchBestBets,
    // The editors' Traditional Chinese words, while a language converted from Simplified Chinese is served.
    ...(LOCALES.some((code) => LANGUAGES[code].convert) ? [ChineseTerms] : []),
  ]
    .map(withRowLabelsGlobal)
    .map(withHistoryGlobal)
    .map(withSaveGuardGlobal)
    .map(withWriteRulesGlobal),
  // Uploads on S3-compatible storage when S3_BUCKET is set (src/media-storage.ts); MEDIA_DIR otherwise.
  plugins: mediaStoragePlugins(env.s3),
  email: email(),
  upload: {
    // Large installers stream to a temporary file instead of memory. A file over MAX_UPLOAD_MB is cut off here
    // and refused by the media collection with a message in the editor's language (src/collections/Media/).
    useTempFiles: true,
    // Read by Payload each time it parses an upload: the request's own folder under UPLOAD_TEMP_DIR, removed when the
    // request ends (src/lib/upload-temp.ts, src/content/payload-requests.ts).
    get tempFileDir() {
      return uploadTempDir(env.uploadTempDir)
    },
    abortOnLimit: false,
    limits: { fileSize: env.maxUploadBytes },
    requestSizeLimit: Infinity,
  },
  jobs: {
    tasks: [notifyLeadTask, alertLeadsTask, pushSearchEnginesTask],
    // The server runs queued jobs (scheduled publishing, lead notifications and alerts) on JOBS_CRON, every 15 s by
    // default; scripts and tests outside the server run them on demand.
    autoRun: env.jobsCron === 'off' ? [] : [{ cron: env.jobsCron, queue: 'default', limit: 20 }],
    shouldAutoRun: () => runsJobs(),
    deleteJobOnComplete: false,
    // Nobody runs the queue over HTTP; editors and admins may queue and cancel (src/access/system.ts).
    access: jobsAccess,
  },
  // Nothing uses GraphQL (the site reads content through src/content, the admin through REST), and its cost limit
  // counted fields, not `limit`: one request of many aliased `allMedia(limit: 10000)` held the server for seconds.
  // Off: no schema is built, and /api/graphql and its playground answer 404 (their routes are gone too).
  graphQL: { disable: true },
  onInit: async (payload) => {
    // One run of the queue at a time across instances, drained on SIGTERM (src/content/job-runs.ts).
    if (runsJobs()) guardJobRuns(payload)
    if (!migrateOnStart) return
    // After Payload's own run of the migrations (prodMigrations): what `npm run migrate` does after them too.
    await afterMigrations(payload)
    await ensureFirstAdmin(payload, env.adminEmail, env.adminPassword)
  },
  // Types are regenerated in the background by `npm run dev` only; scripts and tests that load this config would each
  // spawn a second Node process rewriting src/payload-types.ts (`npm run generate:types` does it on demand).
  typescript: {
    outputFile: path.resolve(root, 'src/payload-types.ts'),
    autoGenerate: platform.nodeRuntime && platform.development,
  },
})
  .then(restrictDocumentLocks)
  .then(scheduleTakesOneLanguageOff)
