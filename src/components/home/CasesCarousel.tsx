'use client'

/**
 * Home section 6: the industry cases carousel. It moves every 2.5 s (spec section 9) and holds while the mouse is
 * over it; a case links to its page with type=industry.
 */
import type { HomeCase } from '@/content/home'
import { Link } from '@/i18n/navigation'

import { CarouselButtons, CarouselStatus, type MotionTexts, PlayToggle } from './CarouselButtons'
import styles from './CasesCarousel.module.css'
import { Img } from './Img'
import { useCarousel } from './useCarousel'

const CASES_INTERVAL_MS = 2500

export type CasesTexts = { previous: string; next: string; region: string; motion: MotionTexts; learnMore: string[] }

export function CasesCarousel({ cases, texts }: { cases: HomeCase[]; texts: CasesTexts }) {
  const many = cases.length > 1
  const { rootRef, viewportRef, ...c } = useCarousel({
    options: { loop: many, align: 'start', active: many },
    autoplayMs: many ? CASES_INTERVAL_MS : undefined,
    pauseOnHover: true,
    lazy: true,
  })
  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={texts.region}
      data-cases-carousel=""
      data-selected={c.selected}
      data-ready={c.ready || undefined}
      {...c.rootProps}
      data-looping={c.ready ? c.looping : undefined}
    >
      <div className={styles.viewport} ref={viewportRef} data-carousel-viewport="" aria-live={c.moving ? 'off' : 'polite'}>
        <ul className={styles.track}>
          {cases.map((item, i) => {
            const body = (
              <>
                <span className={styles.media}>
                  {item.picture ? <Img picture={item.picture} sizes="(max-width: 768px) 85vw, 400px" alt="" /> : null}
                </span>
                {/* A block: the card's link (an <a> in the slide) may hold the heading. */}
                <div className={styles.body}>
                  <h3 className={styles.title}>{item.title}</h3>
                  {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                  {item.route ? <span className={styles.more}>{texts.learnMore[i]}</span> : null}
                </div>
              </>
            )
            return (
              <li key={item.id} className={styles.slide}>
                {item.route ? (
                  <Link href={`/${item.route.replace(/^\/+/, '')}?type=industry`} className={styles.card} data-case-link="">
                    {body}
                  </Link>
                ) : (
                  <div className={styles.card}>{body}</div>
                )}
              </li>
            )
          })}
        </ul>
      </div>
      {many ? (
        <div className={styles.controls}>
          <PlayToggle carousel={c} texts={texts.motion} />
          <CarouselButtons carousel={c} previous={texts.previous} next={texts.next} />
          <CarouselStatus carousel={c} texts={texts.motion} />
        </div>
      ) : null}
    </div>
  )
}
