'use client'

import { type ComponentProps, useEffect, useRef, useState } from 'react'

import { PlayIcon } from '@/components/icons/MediaIcons'
import type { CaptionTrack } from '@/lib/captions'

import { CaptionTracks } from './CaptionTracks'
import styles from './VideoPlayer.module.css'

/** The browser's own player, with its caption tracks and a link to the file for browsers that cannot play it. */
function NativeVideo({
  src,
  poster,
  title,
  tracks,
  ...rest
}: { src: string; poster?: string | null; title: string; tracks?: readonly CaptionTrack[] } & Omit<
  ComponentProps<'video'>,
  'src' | 'poster' | 'title'
>) {
  return (
    <video
      className={styles.video}
      src={src}
      poster={poster || undefined}
      controls
      playsInline
      width={1280}
      height={720}
      aria-label={title}
      {...rest}
    >
      <CaptionTracks tracks={tracks} />
      <a href={src}>{title}</a>
    </video>
  )
}

/**
 * A video behind its cover. The page shows the cover and a play button; the browser's player (`<video controls>`)
 * is created when the visitor presses play, and plays at once. Chromium builds its native controls from a dozen
 * small SVG documents, about 30–70 ms of style work on a fast machine, which a page would otherwise pay in its first
 * frame for a video nobody has started yet. Without JavaScript the native player is there from the start
 * (`<noscript>`). Nothing is downloaded before play, and the cover only when `lazy` is false or it comes near.
 */
export function VideoPlayerFrame({
  src,
  poster,
  title,
  playLabel,
  lazy = false,
  onPlay,
  insight,
  tracks,
}: {
  src: string
  poster?: string | null
  title: string
  /** The play button's accessible name, e.g. "Play the video: {title}". */
  playLabel: string
  /** Cover loaded only when it comes near the viewport (videos further down a page). */
  lazy?: boolean
  /** Called when the video starts playing (again after a pause, too). */
  onPlay?: () => void
  /** What the insight beacon counts the plays of (`album:ID`, `video:ID`; src/lib/insight-beacon.ts). */
  insight?: string
  /** Caption tracks, offered in the player's caption menu. */
  tracks?: readonly CaptionTrack[]
}) {
  const [started, setStarted] = useState(false)
  const video = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    const element = video.current
    if (!started || !element) return
    element.focus()
    void element.play().catch(() => {})
  }, [started])

  return (
    <div className={styles.frame}>
      {started ? (
        <NativeVideo
          ref={video}
          src={src}
          poster={poster}
          title={title}
          tracks={tracks}
          onPlay={onPlay}
          data-video-player=""
          data-insight={insight}
        />
      ) : (
        <>
          <button
            type="button"
            className={styles.cover}
            aria-label={playLabel}
            onClick={() => setStarted(true)}
            data-js-only=""
            data-video-start=""
          >
            {poster ? (
              <img
                className={styles.video}
                src={poster}
                alt=""
                width={1280}
                height={720}
                loading={lazy ? 'lazy' : undefined}
                fetchPriority={lazy ? undefined : 'high'}
                decoding="async"
              />
            ) : (
              <span className={styles.video} />
            )}
            <span className={styles.play} aria-hidden="true">
              <PlayIcon size={34} />
            </span>
          </button>
          <noscript>
            <NativeVideo src={src} poster={poster} title={title} tracks={tracks} preload="none" />
          </noscript>
        </>
      )}
    </div>
  )
}
