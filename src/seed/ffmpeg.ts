/**
 * The ffmpeg the demo seed and the test fixtures encode their videos with: the static build of the development
 * dependency @ffmpeg-installer/ffmpeg where `npm install` brought it, else Debian's (`apt-get install ffmpeg`) when
 * present. A production install (`npm install --omit=dev`) needs neither: only the demo content makes videos.
 */
import fs from 'node:fs'

/** Neither the development dependency nor a system ffmpeg is there. */
class VideoToolUnavailable extends Error {}

const SYSTEM_FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg']

let found: Promise<string> | null = null

/** The path of an ffmpeg binary, found once per process. */
export function ffmpegBinary(): Promise<string> {
  found ??= (async () => {
    try {
      const { default: installer } = await import('@ffmpeg-installer/ffmpeg')
      if (fs.existsSync(installer.path)) return installer.path
    } catch {
      // not installed (a production install): look for the system's
    }
    const system = SYSTEM_FFMPEG.find((candidate) => fs.existsSync(candidate))
    if (system) return system
    throw new VideoToolUnavailable(
      'No ffmpeg to make the demo videos: run `npm install` (the development dependency @ffmpeg-installer/ffmpeg) or `apt-get install ffmpeg`',
    )
  })()
  return found
}
