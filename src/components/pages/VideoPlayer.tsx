import styles from './VideoPlayer.module.css'

/**
 * A video with its cover: plays in the page with the browser's own controls, works without JavaScript and
 * downloads nothing before the visitor presses play.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  width = 1280,
  height = 720,
}: {
  src: string
  poster?: string | null
  title: string
  width?: number
  height?: number
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
        width={width}
        height={height}
        aria-label={title}
      >
        <a href={src}>{title}</a>
      </video>
    </div>
  )
}
