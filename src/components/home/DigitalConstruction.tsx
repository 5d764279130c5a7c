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

type HomeSubTab = HomeConstructionTab['subTabs'][number]
type HomeCard = HomeSubTab['cards'][number]
type HomeCloud = HomeCloudSet['clouds'][number]

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

/** The DOM ids of a top tab and of a sidebar sub tab. */
const topTabDomId = (baseId: string, id: string) => `${baseId}-top-${id}`
const subTabDomId = (baseId: string, id: string) => `${baseId}-sub-${id}`

/** The top tabs: the card tabs, then the cloud tab set when there is one. */
function topTabsOf(tabs: HomeConstructionTab[], cloud: HomeCloudSet | null): TopTab[] {
  return [
    ...tabs.map((tab) => ({ id: tab.id, label: tab.label, kind: 'cards' as const, tab })),
    ...(cloud ? [{ id: 'cloud', label: cloud.label || cloud.clouds[0]?.name || '', kind: 'cloud' as const, cloud }] : []),
  ]
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
  const top = topTabsOf(tabs, cloud)
  const [active, setActive] = useState(top[0]?.id ?? '')
  const [sub, setSub] = useState<Record<string, string>>(() =>
    Object.fromEntries(top.map((t) => [t.id, t.kind === 'cards' ? (t.tab.subTabs[0]?.id ?? '') : (t.cloud.clouds[0]?.id ?? '')])),
  )
  if (top.length === 0) return null
  const topIds = top.map((t) => t.id)
  const tabDomId = (id: string) => topTabDomId(baseId, id)

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
      {top.map((t) => (
        <TopTabPanel
          key={t.id}
          top={t}
          baseId={baseId}
          shown={active === t.id}
          chosen={sub[t.id]}
          onChoose={(id) => setSub((s) => ({ ...s, [t.id]: id }))}
          texts={texts}
        />
      ))}
    </div>
  )
}

/** A top tab's panel: its sidebar sub tabs and, beside them, the sub tabs' panels (card grids or clouds). */
function TopTabPanel({
  top: t,
  baseId,
  shown,
  chosen,
  onChoose: select,
  texts,
}: {
  top: TopTab
  baseId: string
  shown: boolean
  chosen: string
  onChoose: (id: string) => void
  texts: ConstructionTexts
}) {
  const subs =
    t.kind === 'cards' ? t.tab.subTabs.map((s) => ({ id: s.id, label: s.label })) : t.cloud.clouds.map((c) => ({ id: c.id, label: c.name }))
  const current = chosen ?? subs[0]?.id
  return (
    <div
      id={`${baseId}-panel-${t.id}`}
      role="tabpanel"
      aria-labelledby={topTabDomId(baseId, t.id)}
      className={styles.panel}
      hidden={!shown}
      data-nojs-show=""
    >
      <SideTabList label={t.label} subs={subs} current={current} onChoose={select} baseId={baseId} />
      <div className={styles.content}>
        {t.kind === 'cards'
          ? t.tab.subTabs.map((s) => <CardGrid key={s.id} subTab={s} baseId={baseId} hidden={current !== s.id} />)
          : t.cloud.clouds.map((c) => (
              <CloudPanel key={c.id} cloud={c} cloudSet={t.cloud} baseId={baseId} hidden={current !== c.id} texts={texts} />
            ))}
      </div>
    </div>
  )
}

/** A top tab's sidebar: its sub tabs, switched on hover with a mouse, on click and with the up and down arrow keys. */
function SideTabList({
  label,
  subs,
  current,
  onChoose: select,
  baseId,
}: {
  label: string
  subs: { id: string; label: string }[]
  current: string
  onChoose: (id: string) => void
  baseId: string
}) {
  const subDomId = (id: string) => subTabDomId(baseId, id)
  return (
    <div role="tablist" aria-orientation="vertical" aria-label={label} className={styles.sideTabs}>
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
  )
}

/** A card sub tab's panel: its grid of cards. */
function CardGrid({ subTab: s, baseId, hidden }: { subTab: HomeSubTab; baseId: string; hidden: boolean }) {
  return (
    <div
      id={`${baseId}-subpanel-${s.id}`}
      role="tabpanel"
      aria-labelledby={subTabDomId(baseId, s.id)}
      hidden={hidden}
      data-nojs-show=""
      className={styles.cards}
    >
      {s.cards.map((card) => (
        <Card key={card.id} card={card} />
      ))}
    </div>
  )
}

/** A card of a card grid: a link to its product page when it has one. */
function Card({ card }: { card: HomeCard }) {
  const body = (
    <>
      {card.picture ? <Img className={styles.cardImage} picture={card.picture} sizes="(max-width: 768px) 100vw, 300px" alt="" /> : null}
      {/* A block: the card's link (an <a> among the panel's blocks) may hold the heading. */}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{card.title}</h3>
        {card.text ? <span className={styles.cardText}>{card.text}</span> : null}
      </div>
    </>
  )
  return card.route ? (
    <Link href={`/${card.route.replace(/^\/+/, '')}?type=product`} className={styles.card}>
      {body}
    </Link>
  ) : (
    <div className={styles.card}>{body}</div>
  )
}

/** A cloud's sub panel: its name, text and the set's try-now button (a new window), beside its picture. */
function CloudPanel({
  cloud: c,
  cloudSet,
  baseId,
  hidden,
  texts,
}: {
  cloud: HomeCloud
  cloudSet: HomeCloudSet
  baseId: string
  hidden: boolean
  texts: ConstructionTexts
}) {
  return (
    <div
      id={`${baseId}-subpanel-${c.id}`}
      role="tabpanel"
      aria-labelledby={subTabDomId(baseId, c.id)}
      hidden={hidden}
      data-nojs-show=""
      className={styles.cloud}
    >
      <div className={styles.cloudText}>
        <h3 className={styles.cloudTitle}>{c.name}</h3>
        {c.text ? <p>{c.text}</p> : null}
        {cloudSet.tryNowLink ? (
          <a className={styles.tryNow} href={cloudSet.tryNowLink} target="_blank" rel="noopener" data-try-now="">
            {cloudSet.tryNowLabel || texts.tryNow}
            <span className="sr-only">{texts.newWindow}</span>
          </a>
        ) : null}
      </div>
      {c.picture ? <Img className={styles.cloudImage} picture={c.picture} sizes="(max-width: 768px) 100vw, 500px" alt="" /> : null}
    </div>
  )
}
