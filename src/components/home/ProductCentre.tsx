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
import { type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react'

import { PauseIcon, PlayIcon } from '@/components/icons/MediaIcons'
import { CaptionTracks } from '@/components/pages/CaptionTracks'
import type { HomeProductTab } from '@/content/home'
import { Link } from '@/i18n/navigation'

import styles from './ProductCentre.module.css'
import { useReducedMotion } from './useReducedMotion'

export type ProductTexts = { tabs: string; learnMore: string[][]; demoVideo: string[][]; play: string; pause: string }

function defaultTab(tabs: HomeProductTab[]): string {
  return (tabs.find((t) => t.key === '1') ?? tabs[0])?.key ?? ''
}

export function ProductCentre({ tabs, texts }: { tabs: HomeProductTab[]; texts: ProductTexts }) {
  const baseId = useId()
  const [active, setActive] = useState(() => defaultTab(tabs))
  const [expanded, setExpanded] = useState<Record<string, string>>(() => Object.fromEntries(tabs.map((t) => [t.key, t.items[0]?.id ?? ''])))
  const reduced = useReducedMotion()
  const root = useRef<HTMLDivElement>(null)
  const [inView, setInView] = useState(false)
  /** Posters load once the section comes near (a video's poster is never lazy by itself). */
  const [near, setNear] = useState(false)
  /** The visitor paused the demo: it stays paused (across tabs and items) until they press play. */
  const [pausedByVisitor, setPausedByVisitor] = useState(false)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const el = root.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), { threshold: 0.2 })
    observer.observe(el)
    const approach = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          approach.disconnect()
        }
      },
      { rootMargin: '600px 0px' },
    )
    approach.observe(el)
    return () => {
      observer.disconnect()
      approach.disconnect()
    }
  }, [])

  // The button names what it will do, read off the shown video itself: a play() that the browser refuses (a codec it
  // lacks, a source that fails) leaves the video paused without a pause event, and a hidden tab's video pausing
  // says nothing about the shown one.
  const syncPlaying = useCallback(
    (video: HTMLVideoElement) => {
      if (video.dataset.tab !== active) return
      setPlaying(!video.paused && video.error == null)
    },
    [active],
  )

  // The shown demo video plays (muted) while the section is on screen, unless the visitor asked for reduced motion.
  useEffect(() => {
    const el = root.current
    if (!el) return
    for (const video of el.querySelectorAll<HTMLVideoElement>('video')) {
      const shown = video.dataset.tab === active
      if (shown && inView && reduced === false && !pausedByVisitor) {
        video.muted = true
        void video.play().catch(() => syncPlaying(video))
      } else {
        video.pause()
      }
    }
  }, [active, expanded, inView, reduced, pausedByVisitor, syncPlaying])

  const togglePlay = (video: HTMLVideoElement | null) => {
    if (!video) return
    if (video.paused) {
      setPausedByVisitor(false)
      video.muted = true
      void video.play().catch(() => syncPlaying(video))
    } else {
      setPausedByVisitor(true)
      video.pause()
    }
  }

  const hover = (key: string) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') setActive(key)
  }

  if (tabs.length === 0) return null
  return (
    <div ref={root} className={styles.centre} data-product-centre="">
      <div role="tablist" aria-label={texts.tabs} className={styles.tabs}>
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
            onClick={() => setActive(tab.key)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return
              e.preventDefault()
              const i = tabs.findIndex((t) => t.key === tab.key)
              const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]
              setActive(next.key)
              document.getElementById(`${baseId}-tab-${next.key}`)?.focus()
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, t) => {
        const open = tab.items.find((item) => item.id === expanded[tab.key]) ?? tab.items[0]
        const openIndex = open ? tab.items.indexOf(open) : -1
        return (
          <div
            key={tab.key}
            id={`${baseId}-panel-${tab.key}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${tab.key}`}
            className={styles.panel}
            hidden={active !== tab.key}
            data-nojs-show=""
            data-product-panel={tab.key}
          >
            <ul className={styles.items}>
              {tab.items.map((item, i) => {
                const isOpen = item.id === open?.id
                return (
                  <li key={item.id} className={styles.item} data-open={isOpen || undefined}>
                    <h3 className={styles.itemHeading}>
                      <button
                        type="button"
                        className={styles.itemButton}
                        aria-expanded={isOpen}
                        aria-controls={`${baseId}-item-${item.id}`}
                        data-product-item={item.title}
                        onClick={() => setExpanded((e) => ({ ...e, [tab.key]: item.id }))}
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
                          {texts.learnMore[t][i]}
                        </Link>
                      ) : null}
                    </div>
                  </li>
                )
              })}
            </ul>
            <div className={styles.stage}>
              {open?.video ? (
                <>
                  <video
                    key={open.id}
                    className={styles.video}
                    data-tab={tab.key}
                    data-video-for={open.title}
                    data-js-only=""
                    src={open.video}
                    poster={(near && open.poster) || undefined}
                    muted
                    loop
                    playsInline
                    preload="none"
                    aria-label={texts.demoVideo[t][openIndex]}
                    onPlay={(e) => syncPlaying(e.currentTarget)}
                    onPause={(e) => syncPlaying(e.currentTarget)}
                    onError={(e) => syncPlaying(e.currentTarget)}
                    onEmptied={(e) => syncPlaying(e.currentTarget)}
                  >
                    <CaptionTracks tracks={open.tracks} />
                  </video>
                  {active === tab.key ? (
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
                    <video
                      className={styles.video}
                      src={open.video}
                      muted
                      loop
                      playsInline
                      controls
                      preload="none"
                      aria-label={texts.demoVideo[t][openIndex]}
                    >
                      <CaptionTracks tracks={open.tracks} />
                    </video>
                  </noscript>
                </>
              ) : open?.poster ? (
                <img className={styles.video} src={open.poster} alt="" loading="lazy" decoding="async" />
              ) : (
                <div className={styles.placeholder} aria-hidden="true" />
              )}
            </div>
          </div>
        )
      })}
    </div>
  )
}
