'use client'

import { useRef, useState } from 'react'

import type { ItemEnvelope } from '@/client/http'
import type { CaptionTrack } from '@/lib/captions'

import { pageApiClient } from './api-client'
import styles from './TeachingPlayer.module.css'
import { VideoPlayerFrame } from './VideoPlayerFrame'

/**
 * The demonstration-teaching player: the album's video, and its view count. The first time the visitor starts
 * the video, one view is counted through `/client/clientTeaching/teachingCount/{id}` and the count shown becomes
 * the server's answer; pausing and playing again, seeking or replaying count nothing more.
 */
export function TeachingPlayer({
  albumId,
  src,
  poster,
  title,
  viewCount,
  viewsLabel,
  playLabel,
  facts,
  tracks,
}: {
  albumId: number
  src: string
  poster: string
  title: string
  viewCount: number
  /** "Views" in the page's language. */
  viewsLabel: string
  /** The play button's accessible name. */
  playLabel: string
  /** Duration and upload time, already formatted by the server. */
  facts: { label: string; value: string; dateTime?: string }[]
  /** The album's caption tracks. */
  tracks?: readonly CaptionTrack[]
}) {
  const [count, setCount] = useState(viewCount)
  const counted = useRef(false)

  function onPlay() {
    if (counted.current) return
    counted.current = true
    const api = pageApiClient(() => {})
    api
      .post<ItemEnvelope<number>>(`/client/clientTeaching/teachingCount/${albumId}`, {}, { silent: true })
      .then((answer) => {
        if (typeof answer.data === 'number') setCount(answer.data)
      })
      .catch(() => {
        // Not counted (network, server): the video plays all the same; the next visit counts.
      })
  }

  return (
    <div className={styles.player}>
      <VideoPlayerFrame
        src={src}
        poster={poster}
        title={title}
        playLabel={playLabel}
        onPlay={onPlay}
        insight={`album:${albumId}`}
        tracks={tracks}
      />
      <dl className={styles.facts}>
        <div>
          <dt>{viewsLabel}</dt>
          <dd data-testid="teaching-view-count" aria-live="polite">
            {count}
          </dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.dateTime ? <time dateTime={fact.dateTime}>{fact.value}</time> : fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
