'use client'

import { useEffect, useRef } from 'react'

import styles from './VideoPlayer.module.css'

/** The same player as VideoPlayer, for client components that listen to it. */
export function VideoPlayerFrame({
  src,
  poster,
  title,
  onPlay,
}: {
  src: string
  poster?: string | null
  title: string
  onPlay?: () => void
}) {
  const video = useRef<HTMLVideoElement>(null)
  const started = useRef(onPlay)
  started.current = onPlay
  // The native controls work before hydration: a video the visitor started before React listened still counts.
  useEffect(() => {
    const element = video.current
    if (element && (!element.paused || element.played.length > 0)) started.current?.()
  }, [])
  return (
    <div className={styles.frame}>
      <video
        ref={video}
        className={styles.video}
        src={src}
        poster={poster || undefined}
        controls
        preload="none"
        playsInline
        width={1280}
        height={720}
        aria-label={title}
        onPlay={onPlay}
      >
        <a href={src}>{title}</a>
      </video>
    </div>
  )
}
