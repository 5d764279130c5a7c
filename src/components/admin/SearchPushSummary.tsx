import type { Payload } from 'payload'

import { type EngineSummary, pushConsoleSummary } from '@/content/search-push'
import { adminLanguageOf, adminText } from '@/i18n/locales'
import { formatAdminDate } from '@/lib/admin-dates'
import { PUSH_TEXTS } from '@/lib/search-push'

type Props = { payload: Payload; i18n?: { language?: string } }

/**
 * Above the search-engine push list: per engine, whether it is configured, what is queued, what was pushed and
 * refused in 30 days, and for Baidu the quota left today (as its last answer said) or until when the queue waits.
 */
export async function SearchPushSummary({ payload, i18n }: Props) {
  const language = adminLanguageOf(i18n?.language)
  const t = (texts: { zh: string; en: string }) => adminText(language, texts)
  const engines: EngineSummary[] = await pushConsoleSummary(payload)
  return (
    <section
      className="search-push-summary"
      aria-label={t({ zh: '推送概况', en: 'Push summary' })}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', marginBottom: '1.5rem' }}
    >
      {engines.map((engine) => (
        <dl
          key={engine.engine}
          data-engine={engine.engine}
          style={{ flex: '1 1 18rem', margin: 0, padding: '0.75rem 1rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}
        >
          <dt style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{t(PUSH_TEXTS.engines[engine.engine])}</dt>
          {!engine.configured ? (
            <dd style={{ margin: 0 }}>{t(PUSH_TEXTS.notConfigured)}</dd>
          ) : (
            <>
              <dd style={{ margin: 0 }}>
                {t(PUSH_TEXTS.queued)}: <strong>{engine.queued}</strong> · {t(PUSH_TEXTS.sent30)}: <strong>{engine.sent30}</strong> ·{' '}
                {t(PUSH_TEXTS.refused30)}: <strong>{engine.refused30}</strong>
              </dd>
              {engine.engine === 'baidu' ? (
                <dd style={{ margin: 0 }} data-quota>
                  {t(PUSH_TEXTS.remain)}: <strong>{engine.remain ?? t(PUSH_TEXTS.unknown)}</strong>
                </dd>
              ) : null}
              {engine.waitsUntil ? (
                <dd style={{ margin: 0 }}>
                  {t(engine.overQuota ? PUSH_TEXTS.waitsUntil : PUSH_TEXTS.nextTry)} {formatAdminDate(engine.waitsUntil, language)}
                </dd>
              ) : null}
            </>
          )}
        </dl>
      ))}
    </section>
  )
}
