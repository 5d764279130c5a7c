import type { CaptionTrack } from '@/lib/captions'

/** The `<track>` elements of a video's caption files (src/lib/captions.ts). */
export function CaptionTracks({ tracks }: { tracks?: readonly CaptionTrack[] }) {
  return (tracks ?? []).map((track) => (
    <track
      key={track.srclang}
      kind="captions"
      src={track.src}
      srcLang={track.srclang}
      label={track.label}
      default={track.isDefault || undefined}
    />
  ))
}
