'use client'

/**
 * Home section 4: the product centre (spec section 4). Two tabs switched on hover (digital design, key 1, is the
 * default); the first item is expanded; a click expands that item alone and switches the demo video (muted,
 * autoplay). Links carry type=product.
 *
 * The demo video has a pause/play button of its own rather than the browser's controls: Chromium builds its native
 * controls from a dozen small SVG documents, 30–70 ms of style work in the home page's first frame. Without
 * JavaScript (no autoplay) the video comes with the native controls instead (`<noscript>`).
 */
import { type PointerEvent, useId, useState } from 'react'

import { PauseIcon, PlayIcon } from '@/components/icons/MediaIcons'
import { CaptionTracks } from '@/components/pages/CaptionTracks'
import type { HomeProductTab } from '@/content/home'
import { Link } from '@/i18n/navigation'

import styles from './ProductCentre.module.css'
import { useDemoPlayback } from './useDemoPlayback'

export type ProductTexts = { tabs: string; learnMore: string[][]; demoVideo: string[][]; play: string; pause: string }

type HomeProductItem = HomeProductTab['items'][number]
/** The demo video's state and handlers (./useDemoPlayback.ts), as the panels use them. */
type DemoPlayback = Omit<ReturnType<typeof useDemoPlayback>, 'root'>

function defaultTab(tabs: HomeProductTab[]): string {
  return (tabs.find((t) => t.key === '1') ?? tabs[0])?.key ?? ''
}

export function ProductCentre({ tabs, texts }: { tabs: HomeProductTab[]; texts: ProductTexts }) {
  const baseId = useId()
  const [active, setActive] = useState(() => defaultTab(tabs))
  const [expanded, setExpanded] = useState<Record<string, string>>(() => Object.fromEntries(tabs.map((t) => [t.key, t.items[0]?.id ?? ''])))
  const { root, ...demo } = useDemoPlayback(active, expanded)

  if (tabs.length === 0) return null
  return (
    <div ref={root} className={styles.centre} data-product-centre="">
      <ProductTabList tabs={tabs} active={active} onSelect={setActive} baseId={baseId} label={texts.tabs} />
      {tabs.map((tab, t) => (
        <ProductPanel
          key={tab.key}
          tab={tab}
          index={t}
          baseId={baseId}
          shown={active === tab.key}
          expandedId={expanded[tab.key]}
          onExpand={(id) => setExpanded((e) => ({ ...e, [tab.key]: id }))}
          texts={texts}
          demo={demo}
        />
      ))}
    </div>
  )
}

/** The tabs, switched on hover with a mouse, on click and with the arrow keys (WAI-ARIA tabs pattern). */
function ProductTabList({
  tabs,
  active,
  onSelect,
  baseId,
  label,
}: {
  tabs: HomeProductTab[]
  active: string
  onSelect: (key: string) => void
  baseId: string
  label: string
}) {
  const hover = (key: string) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') onSelect(key)
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${baseId}-tab-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={active === tab.key}
          aria-controls={`${baseId}-panel-${tab.key}`}
          tabIndex={active === tab.key ? 0 : -1}
          className={styles.tab}
          data-product-tab={tab.key}
          onPointerEnter={hover(tab.key)}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
            e.preventDefault()
            const i = tabs.findIndex((t) => t.key === tab.key)
            const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]
            onSelect(next.key)
            document.getElementById(`${baseId}-tab-${next.key}`)?.focus()
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

/** One tab's panel: its items (the open one expanded) and the open item's demo. */
function ProductPanel({
  tab,
  index: t,
  baseId,
  shown,
  expandedId,
  onExpand,
  texts,
  demo,
}: {
  tab: HomeProductTab
  index: number
  baseId: string
  shown: boolean
  expandedId: string | undefined
  onExpand: (itemId: string) => void
  texts: ProductTexts
  demo: DemoPlayback
}) {
  const open = tab.items.find((item) => item.id === expandedId) ?? tab.items[0]
  const openIndex = open ? tab.items.indexOf(open) : -1
  return (
    <div
      id={`${baseId}-panel-${tab.key}`}
      role="tabpanel"
      aria-labelledby={`${baseId}-tab-${tab.key}`}
      className={styles.panel}
      hidden={!shown}
      data-nojs-show=""
      data-product-panel={tab.key}
    >
      <ul className={styles.items}>
        {tab.items.map((item, i) => (
          <ProductItem
            key={item.id}
            item={item}
            index={i}
            baseId={baseId}
            isOpen={item.id === open?.id}
            onExpand={() => onExpand(item.id)}
            learnMore={texts.learnMore[t][i]}
          />
        ))}
      </ul>
      <div className={styles.stage}>
        {open?.video ? (
          <DemoVideo item={open} tabKey={tab.key} shown={shown} label={texts.demoVideo[t][openIndex]} texts={texts} demo={demo} />
        ) : open?.poster ? (
          <img className={styles.video} src={open.poster} alt="" loading="lazy" decoding="async" />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
    </div>
  )
}

/** An item: its numbered heading button, which expands it, and its summary and link. */
function ProductItem({
  item,
  index: i,
  baseId,
  isOpen,
  onExpand,
  learnMore,
}: {
  item: HomeProductItem
  index: number
  baseId: string
  isOpen: boolean
  onExpand: () => void
  learnMore: string
}) {
  return (
    <li className={styles.item} data-open={isOpen || undefined}>
      <h3 className={styles.itemHeading}>
        <button
          type="button"
          className={styles.itemButton}
          aria-expanded={isOpen}
          aria-controls={`${baseId}-item-${item.id}`}
          data-product-item={item.title}
          onClick={onExpand}
        >
          <span className={styles.index} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          {item.title}
        </button>
      </h3>
      <div id={`${baseId}-item-${item.id}`} className={styles.itemBody} hidden={!isOpen} data-nojs-show="">
        {item.summary ? <p>{item.summary}</p> : null}
        {item.route ? (
          <Link href={`/${item.route.replace(/^\/+/, '')}?type=product`} className={styles.learn}>
            {learnMore}
          </Link>
        ) : null}
      </div>
    </li>
  )
}

/**
 * The open item's demo video with its pause/play button (shown tab only), and the native-controls video for a
 * browser without JavaScript.
 */
function DemoVideo({
  item: open,
  tabKey,
  shown,
  label,
  texts,
  demo: { near, playing, syncPlaying, togglePlay },
}: {
  item: HomeProductItem
  tabKey: string
  shown: boolean
  label: string
  texts: ProductTexts
  demo: DemoPlayback
}) {
  return (
    <>
      <video
        key={open.id}
        className={styles.video}
        data-tab={tabKey}
        data-video-for={open.title}
        data-js-only=""
        src={open.video}
        poster={(near && open.poster) || undefined}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        onPlay={(e) => syncPlaying(e.currentTarget)}
        onPause={(e) => syncPlaying(e.currentTarget)}
        onError={(e) => syncPlaying(e.currentTarget)}
        onEmptied={(e) => syncPlaying(e.currentTarget)}
      >
        <CaptionTracks tracks={open.tracks} />
      </video>
      {shown ? (
        <button
          type="button"
          className={styles.playToggle}
          aria-label={playing ? texts.pause : texts.play}
          data-js-only=""
          data-demo-toggle=""
          onClick={(e) => togglePlay(e.currentTarget.parentElement?.querySelector('video') ?? null)}
        >
          {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
        </button>
      ) : null}
      <noscript>
        <video className={styles.video} src={open.video} muted loop playsInline controls preload="none" aria-label={label}>
          <CaptionTracks tracks={open.tracks} />
        </video>
      </noscript>
    </>
  )
}
