'use client'

/**
 * Home section 3: the video carousel (spec 9): 5 videos per view, 12 px apart, moving every 2000 ms, looping only
 * when there are more than 5 videos. A video opens zxyhdVideoDetail?type=information&id={videoId}.
 */
import type { VideoRow } from '@/content/videos'
import { Link } from '@/i18n/navigation'

import { CarouselButtons, CarouselStatus, type MotionTexts, PlayToggle } from './CarouselButtons'
import { useCarousel } from './useCarousel'
import styles from './VideoCarousel.module.css'

const VIDEO_CAROUSEL = { perView: 5, gapPx: 12, autoplayMs: 2000 } as const

export type VideoTexts = { previous: string; next: string; region: string; motion: MotionTexts; play: string[]; duration: string[] }

export function VideoCarousel({ videos, texts }: { videos: VideoRow[]; texts: VideoTexts }) {
  const loop = videos.length > VIDEO_CAROUSEL.perView
  const { rootRef, viewportRef, ...c } = useCarousel({
    options: { loop, align: 'start', containScroll: 'trimSnaps' },
    autoplayMs: VIDEO_CAROUSEL.autoplayMs,
    lazy: true,
  })
  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={texts.region}
      data-video-carousel=""
      data-loop={loop}
      data-looping={c.ready ? c.looping : undefined}
      data-selected={c.selected}
      data-ready={c.ready || undefined}
      {...c.rootProps}
    >
      <div className={styles.viewport} ref={viewportRef} data-carousel-viewport="" aria-live={c.moving ? 'off' : 'polite'}>
        <ul className={styles.track}>
          {videos.map((v, i) => (
            <li key={v.videoId} className={styles.slide}>
              <Link href={`/zxyhdVideoDetail?type=information&id=${v.videoId}`} className={styles.card}>
                <span className={styles.media}>
                  {v.videoUrl ? <img src={v.videoUrl} alt="" width={800} height={450} loading="lazy" decoding="async" /> : null}
                  <span className={styles.play} aria-hidden="true" />
                  <span className="sr-only">{texts.play[i]}</span>
                  {texts.duration[i] ? <span className={styles.duration}>{texts.duration[i]}</span> : null}
                </span>
                <span className={styles.title}>{v.videoTitle}</span>
                <time className={styles.date} dateTime={v.updateTime.replace(' ', 'T')}>
                  {v.updateTime.slice(0, 10)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        {/* Five videos or fewer fill the view and never move: no pause control for what stands still. */}
        {loop ? <PlayToggle carousel={c} texts={texts.motion} /> : null}
        <CarouselButtons carousel={c} previous={texts.previous} next={texts.next} />
        <CarouselStatus carousel={c} texts={texts.motion} />
      </div>
    </div>
  )
}
