import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { type CountLink, type Dashboard as DashboardData, dashboardData } from '@/content/dashboard'
import { type AdminLanguage, adminLanguageOf, adminText } from '@/i18n/locales'
import { formatAdminDate } from '@/lib/admin-dates'
import { languageSlug, translationTexts } from '@/lib/translation-texts'

type Props = { payload: Payload; user?: unknown; i18n?: { language?: string } }
type Lang = AdminLanguage

const T = {
  title: { zh: '待办', en: 'To do' },
  drafts: { zh: '未发布的草稿', en: 'Drafts not yet published' },
  scheduled: { zh: '计划发布', en: 'Scheduled publications' },
  changes: { zh: '最近 10 次修改', en: 'Last 10 changes' },
  newLeads: { zh: '上次访问以来的新留言', en: 'New leads since your last visit' },
  newLeadsFirst: { zh: '新留言', en: 'New leads' },
  overdue: { zh: '超过 24 小时未跟进的留言', en: 'Leads not followed up after 24 h' },
  paused: { zh: '近 24 小时暂停登录的账号', en: 'Sign-ins paused in the last 24 h' },
  failed: { zh: '失败的任务（留言邮件、计划发布）', en: 'Failed jobs (lead e-mails, scheduled publishing)' },
  none: { zh: '无', en: 'None' },
  spool: { zh: '本实例暂存的留言（尚未存入数据库）', en: "Leads held by this instance's spool (not yet in the database)" },
  alerts: { zh: '群提醒发送失败，等待重试', en: 'Group alerts failing, waiting for a retry' },
  alertsWhat: {
    zh: '这些留言还没有发到销售群。平台最后的回答：',
    en: 'These leads have not reached the sales group yet. The platform last said:',
  },
  alertsOpen: { zh: '查看线索提醒记录', en: 'Open the lead alerts' },
  spoolWhat: {
    zh: '数据库不可用时提交的留言先写入本机文件，数据库恢复后健康检查会在一秒内自动存入，每条只存一次。若此数一直不为 0：查看日志中的 [contact] 与 [health] 行，修复原因（磁盘已满、未执行迁移 npm run migrate 等）；不要编辑或删除该文件。详见运维文档 docs/operations.md「A non-empty lead spool」。',
    en: 'Leads sent while the database did not answer are kept in a file on this machine; the health check stores each of them once within a second of the database answering. If this number stays above 0: look for [contact] and [health] lines in the log and fix the cause (a full disk, a migration not applied: npm run migrate); do not edit or delete the file. See docs/operations.md, "A non-empty lead spool".',
  },
  spoolFile: { zh: '文件', en: 'File' },
  publish: { zh: '发布', en: 'publish' },
  unpublish: { zh: '下线', en: 'unpublish' },
  draft: { zh: '草稿', en: 'draft' },
  published: { zh: '已发布', en: 'published' },
  complete: { zh: '完整', en: 'complete' },
  notSaved: { zh: '未保存', en: 'not saved' },
} as const

function label(value: string | Record<string, string>, lang: Lang): string {
  return typeof value === 'string' ? value : (value[lang] ?? value.zh ?? Object.values(value)[0] ?? '')
}

function Section({ title, count, children, id }: { title: string; count?: number; children: ReactNode; id: string }) {
  return (
    <section className="work-queue__section" data-section={id} style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>
        {title}
        {count === undefined ? null : (
          <span data-count={count} style={{ marginInlineStart: '0.5rem' }}>
            ({count})
          </span>
        )}
      </h3>
      {children}
    </section>
  )
}

function Counts({ items, lang }: { items: CountLink[]; lang: Lang }) {
  if (items.length === 0) return <p>{T.none[lang]}</p>
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {items.map((item) => (
        <li key={item.slug} data-collection={item.slug}>
          <a href={item.href}>
            {label(item.label, lang)}: <strong>{item.count}</strong>
          </a>
        </li>
      ))}
    </ul>
  )
}

const sum = (items: CountLink[]) => items.reduce((n, i) => n + i.count, 0)

/** Before the collection cards: what needs doing, for the signed-in user's role (src/content/dashboard.ts). */
export async function Dashboard({ payload, user, i18n }: Props) {
  const lang: Lang = adminLanguageOf(i18n?.language)
  const data = await dashboardData(payload, user)
  if (!data) return null
  const date = (value: string) => formatAdminDate(value, lang)
  const { editorial, leads, admin } = data
  return (
    <div className="work-queue" data-role={data.role} style={{ marginBottom: '2rem' }}>
      <h2 style={{ marginBottom: '1rem' }}>{T.title[lang]}</h2>
      {admin && admin.leadSpool.count > 0 ? <LeadSpoolSection spool={admin.leadSpool} lang={lang} /> : null}
      {admin && admin.failingAlerts.count > 0 ? <FailingAlertsSection alerts={admin.failingAlerts} lang={lang} /> : null}
      {editorial ? <EditorialSections editorial={editorial} lang={lang} date={date} /> : null}
      {leads ? <LeadSections leads={leads} lang={lang} date={date} /> : null}
      {admin ? <AdminSections admin={admin} lang={lang} date={date} /> : null}
    </div>
  )
}

/** The leads this instance holds on disk (not yet in the database), what that means and what to do. */
function LeadSpoolSection({ spool, lang }: { spool: NonNullable<DashboardData['admin']>['leadSpool']; lang: Lang }) {
  return (
    <Section id="lead-spool" title={T.spool[lang]} count={spool.count}>
      <div role="alert" style={{ borderInlineStart: '4px solid var(--theme-warning-500, #d97706)', paddingInlineStart: '0.75rem' }}>
        <p style={{ margin: '0 0 0.5rem' }}>{T.spoolWhat[lang]}</p>
        <p style={{ margin: 0 }}>
          {T.spoolFile[lang]}: <code>{spool.file}</code>
        </p>
      </div>
    </Section>
  )
}

/** Group alerts that failed: how many leads wait for the sales group, the platform's last answer, the list. */
function FailingAlertsSection({ alerts, lang }: { alerts: NonNullable<DashboardData['admin']>['failingAlerts']; lang: Lang }) {
  return (
    <Section id="failing-alerts" title={T.alerts[lang]} count={alerts.count}>
      <div role="alert" style={{ borderInlineStart: '4px solid var(--theme-warning-500, #d97706)', paddingInlineStart: '0.75rem' }}>
        <p style={{ margin: '0 0 0.5rem' }}>
          {T.alertsWhat[lang]} {alerts.lastError}
        </p>
        <a href={alerts.href}>{T.alertsOpen[lang]}</a>
      </div>
    </Section>
  )
}

/** The editors' queue: drafts, scheduled publications, each translated language's queue, the last changes. */
function EditorialSections({
  editorial,
  lang,
  date,
}: {
  editorial: NonNullable<DashboardData['editorial']>
  lang: Lang
  date: (value: string) => string
}) {
  return (
    <>
      <Section id="drafts" title={T.drafts[lang]} count={sum(editorial.drafts)}>
        <Counts items={editorial.drafts} lang={lang} />
      </Section>
      <Section id="scheduled" title={T.scheduled[lang]} count={editorial.scheduled.length}>
        {editorial.scheduled.length === 0 ? (
          <p>{T.none[lang]}</p>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {editorial.scheduled.map((s) => (
              <li key={`${s.slug}-${s.id}-${s.at}`}>
                {date(s.at)} · {T[s.type === 'unpublish' ? 'unpublish' : 'publish'][lang]} · {label(s.label, lang)}{' '}
                <a href={s.href}>{s.title}</a>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {editorial.translations.map((queue) => (
        <TranslationSections key={queue.locale} queue={queue} lang={lang} />
      ))}
      <Section id="changes" title={T.changes[lang]}>
        {editorial.changes.length === 0 ? (
          <p>{T.none[lang]}</p>
        ) : (
          <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {editorial.changes.map((c) => (
              <li key={`${c.slug}-${c.id}-${c.at}`}>
                {date(c.at)} · {c.by || '—'} · {label(c.label, lang)} <a href={c.href}>{c.title}</a>
                {c.status ? ` (${c.status === 'draft' ? T.draft[lang] : T.published[lang]})` : ''}
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  )
}

/** One translated language's queue: the lists with missing or outdated translations, then the globals' state. */
function TranslationSections({
  queue: { locale, missing, outdated, globals },
  lang,
}: {
  queue: NonNullable<DashboardData['editorial']>['translations'][number]
  lang: Lang
}) {
  const texts = translationTexts(locale, lang)
  const slug = languageSlug(locale)
  return (
    <>
      <Section id={`missing-${slug}`} title={texts.missing} count={sum(missing)}>
        <Counts items={missing} lang={lang} />
      </Section>
      <Section id={`outdated-${slug}`} title={texts.outdated} count={sum(outdated)}>
        <Counts items={outdated} lang={lang} />
      </Section>
      <Section id={`globals-${slug}`} title={texts.settings}>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {globals.map((g) => (
            <li key={g.slug} data-global={g.slug} data-state={g.state ?? 'unknown'}>
              <a href={g.href}>{label(g.label, lang)}</a>:{' '}
              {g.state === 'missing'
                ? texts.missing
                : g.state === 'outdated'
                  ? texts.outdated
                  : g.state === 'complete'
                    ? T.complete[lang]
                    : T.notSaved[lang]}
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

/** The sales team's queue: new leads since the last visit, leads not followed up in time. */
function LeadSections({ leads, lang, date }: { leads: NonNullable<DashboardData['leads']>; lang: Lang; date: (value: string) => string }) {
  return (
    <>
      <Section id="new-leads" title={leads.since ? T.newLeads[lang] : T.newLeadsFirst[lang]} count={leads.newSinceVisit.count}>
        <LeadList {...leads.newSinceVisit} lang={lang} date={date} />
      </Section>
      <Section id="overdue-leads" title={T.overdue[lang]} count={leads.overdue.count}>
        <LeadList {...leads.overdue} lang={lang} date={date} />
      </Section>
    </>
  )
}

/** The administrators' queue: sign-ins paused in the last 24 h, failed jobs. */
function AdminSections({ admin, lang, date }: { admin: NonNullable<DashboardData['admin']>; lang: Lang; date: (value: string) => string }) {
  return (
    <>
      <Section id="paused-sign-ins" title={T.paused[lang]} count={admin.pausedSignIns.length}>
        {admin.pausedSignIns.length === 0 ? (
          <p>{T.none[lang]}</p>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {admin.pausedSignIns.map((p) => (
              <li key={`${p.email}-${p.at}`}>
                {date(p.at)} · {p.email} · {p.address}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="failed-jobs" title={T.failed[lang]} count={admin.failedJobs.count}>
        {admin.failedJobs.items.length === 0 ? (
          <p>{T.none[lang]}</p>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {admin.failedJobs.items.map((j) => (
              <li key={String(j.id)}>
                {date(j.at)} · {j.task} · {j.error}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  )
}

function LeadList({
  items,
  href,
  count,
  lang,
  date,
}: {
  items: { id: string | number; name: string; at: string; href: string }[]
  href: string
  count: number
  lang: Lang
  date: (value: string) => string
}) {
  if (count === 0) return <p>{T.none[lang]}</p>
  return (
    <>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {items.map((lead) => (
          <li key={String(lead.id)}>
            {date(lead.at)} · <a href={lead.href}>{lead.name}</a>
          </li>
        ))}
      </ul>
      <p style={{ margin: '0.5rem 0 0' }}>
        <a href={href}>{adminText(lang, { zh: `查看全部 ${count} 条`, en: `See all ${count}` })}</a>
      </p>
    </>
  )
}
