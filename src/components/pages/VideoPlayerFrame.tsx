'use client'

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
  return (
    <div className={styles.frame}>
      <video
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
