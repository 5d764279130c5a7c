'use client'

/**
 * Home section 5: digital construction (spec section 4). Top tabs, each with sidebar sub tabs and a card grid,
 * switched on hover (first tab and first sub tab by default); the cloud tab set (survey, design, construction and
 * maintenance clouds) has a try-now button.
 */
import { type KeyboardEvent, type PointerEvent, useId, useState } from 'react'

import type { HomeCloudSet, HomeConstructionTab } from '@/content/home'
import { Link } from '@/i18n/navigation'

import styles from './DigitalConstruction.module.css'
import { Img } from './Img'

export type ConstructionTexts = { tabs: string; tryNow: string; newWindow: string }

type TopTab =
  { id: string; label: string; kind: 'cards'; tab: HomeConstructionTab } | { id: string; label: string; kind: 'cloud'; cloud: HomeCloudSet }

const mouse = (fn: () => void) => (e: PointerEvent) => {
  if (e.pointerType === 'mouse') fn()
}

/** Arrow keys move between the tabs of a tab list (WAI-ARIA tabs pattern). */
function arrowKeys(ids: string[], current: string, select: (id: string) => void, domId: (id: string) => string, vertical = false) {
  return (e: KeyboardEvent) => {
    const forward = vertical ? 'ArrowDown' : 'ArrowRight'
    const back = vertical ? 'ArrowUp' : 'ArrowLeft'
    if (e.key !== forward && e.key !== back) return
    e.preventDefault()
    const i = ids.indexOf(current)
    const next = ids[(i + (e.key === forward ? 1 : ids.length - 1)) % ids.length]
    select(next)
    document.getElementById(domId(next))?.focus()
  }
}

export function DigitalConstruction({
  tabs,
  cloud,
  texts,
}: {
  tabs: HomeConstructionTab[]
  cloud: HomeCloudSet | null
  texts: ConstructionTexts
}) {
  const baseId = useId()
  const top: TopTab[] = [
    ...tabs.map((tab) => ({ id: tab.id, label: tab.label, kind: 'cards' as const, tab })),
    ...(cloud ? [{ id: 'cloud', label: cloud.label || cloud.clouds[0]?.name || '', kind: 'cloud' as const, cloud }] : []),
  ]
  const [active, setActive] = useState(top[0]?.id ?? '')
  const [sub, setSub] = useState<Record<string, string>>(() =>
    Object.fromEntries(top.map((t) => [t.id, t.kind === 'cards' ? (t.tab.subTabs[0]?.id ?? '') : (t.cloud.clouds[0]?.id ?? '')])),
  )
  if (top.length === 0) return null
  const topIds = top.map((t) => t.id)
  const tabDomId = (id: string) => `${baseId}-top-${id}`
  const subDomId = (id: string) => `${baseId}-sub-${id}`

  return (
    <div className={styles.dc} data-construction="">
      <div role="tablist" aria-label={texts.tabs} className={styles.topTabs}>
        {top.map((t) => (
          <button
            key={t.id}
            id={tabDomId(t.id)}
            type="button"
            role="tab"
            aria-selected={active === t.id}
            aria-controls={`${baseId}-panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            className={styles.topTab}
            data-construction-tab={t.label}
            onPointerEnter={mouse(() => setActive(t.id))}
            onClick={() => setActive(t.id)}
            onKeyDown={arrowKeys(topIds, active, setActive, tabDomId)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {top.map((t) => {
        const subs =
          t.kind === 'cards'
            ? t.tab.subTabs.map((s) => ({ id: s.id, label: s.label }))
            : t.cloud.clouds.map((c) => ({ id: c.id, label: c.name }))
        const current = sub[t.id] ?? subs[0]?.id
        const select = (id: string) => setSub((s) => ({ ...s, [t.id]: id }))
        return (
          <div
            key={t.id}
            id={`${baseId}-panel-${t.id}`}
            role="tabpanel"
            aria-labelledby={tabDomId(t.id)}
            className={styles.panel}
            hidden={active !== t.id}
            data-nojs-show=""
          >
            <div role="tablist" aria-orientation="vertical" aria-label={t.label} className={styles.sideTabs}>
              {subs.map((s) => (
                <button
                  key={s.id}
                  id={subDomId(s.id)}
                  type="button"
                  role="tab"
                  aria-selected={current === s.id}
                  aria-controls={`${baseId}-subpanel-${s.id}`}
                  tabIndex={current === s.id ? 0 : -1}
                  className={styles.sideTab}
                  onPointerEnter={mouse(() => select(s.id))}
                  onClick={() => select(s.id)}
                  onKeyDown={arrowKeys(
                    subs.map((x) => x.id),
                    current,
                    select,
                    subDomId,
                    true,
                  )}
                >
                  {s.label}
                </button>
              ))}
            </div>
            <div className={styles.content}>
              {t.kind === 'cards'
                ? t.tab.subTabs.map((s) => (
                    <div
                      key={s.id}
                      id={`${baseId}-subpanel-${s.id}`}
                      role="tabpanel"
                      aria-labelledby={subDomId(s.id)}
                      hidden={current !== s.id}
                      data-nojs-show=""
                      className={styles.cards}
                    >
                      {s.cards.map((card) => {
                        const body = (
                          <>
                            {card.picture ? (
                              <Img className={styles.cardImage} picture={card.picture} sizes="(max-width: 768px) 100vw, 300px" alt="" />
                            ) : null}
                            {/* A block: the card's link (an <a> among the panel's blocks) may hold the heading. */}
                            <div className={styles.cardBody}>
                              <h3 className={styles.cardTitle}>{card.title}</h3>
                              {card.text ? <span className={styles.cardText}>{card.text}</span> : null}
                            </div>
                          </>
                        )
                        return card.route ? (
                          <Link key={card.id} href={`/${card.route.replace(/^\/+/, '')}?type=product`} className={styles.card}>
                            {body}
                          </Link>
                        ) : (
                          <div key={card.id} className={styles.card}>
                            {body}
                          </div>
                        )
                      })}
                    </div>
                  ))
                : t.cloud.clouds.map((c) => (
                    <div
                      key={c.id}
                      id={`${baseId}-subpanel-${c.id}`}
                      role="tabpanel"
                      aria-labelledby={subDomId(c.id)}
                      hidden={current !== c.id}
                      data-nojs-show=""
                      className={styles.cloud}
                    >
                      <div className={styles.cloudText}>
                        <h3 className={styles.cloudTitle}>{c.name}</h3>
                        {c.text ? <p>{c.text}</p> : null}
                        {t.cloud.tryNowLink ? (
                          <a className={styles.tryNow} href={t.cloud.tryNowLink} target="_blank" rel="noopener" data-try-now="">
                            {t.cloud.tryNowLabel || texts.tryNow}
                            <span className="sr-only">{texts.newWindow}</span>
                          </a>
                        ) : null}
                      </div>
                      {c.picture ? (
                        <Img className={styles.cloudImage} picture={c.picture} sizes="(max-width: 768px) 100vw, 500px" alt="" />
                      ) : null}
                    </div>
                  ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}
