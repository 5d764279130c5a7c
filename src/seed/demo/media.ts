/** Uploads of the demo artwork, each made once per seed (memoised by key) and rendered through the disk cache. */
import type { Payload } from 'payload'

import { clipFrame, type ClipKind } from './artwork/compositions'
import { clipMp4, qrPng, webp } from './artwork/render'
import { limiter } from './limiter'
import { createUpload } from './write'

export type Alt = { zh: string; en: string }

/** Seconds of each product clip (kept short; the videos' duration fields are these real lengths). */
export const CLIP_SECONDS: Record<ClipKind, number> = {
  airoad: 8,
  eicad: 7,
  ticad: 8,
  vrRoad: 6,
  Report3D: 9,
  productSzhjsgl: 7,
  zhgd: 6,
  zngc: 8,
}

export class MediaBank {
  private readonly ids = new Map<string, Promise<number>>()
  /**
   * Uploads in flight at once: rendering on a cold cache and Payload's resizing then use both cores.
   * DEMO_UPLOAD_CONCURRENCY overrides the default of 3 (a tuning knob for other machines).
   */
  private readonly run = limiter(Number(process.env.DEMO_UPLOAD_CONCURRENCY) || 3)

  constructor(private readonly payload: Payload) {}

  get count(): number {
    return this.ids.size
  }

  private once(key: string, make: () => Promise<number>): Promise<number> {
    let id = this.ids.get(key)
    if (!id) {
      id = this.run(make)
      this.ids.set(key, id)
    }
    return id
  }

  /** An SVG artwork uploaded as WebP. */
  image(key: string, svg: () => string, alt: Alt, o: { width?: number } = {}): Promise<number> {
    return this.once(key, async () => {
      const data = await webp(svg(), o)
      return createUpload(this.payload, { data, name: `${key}.webp`, mimetype: 'image/webp' }, alt)
    })
  }

  qr(key: string, value: string, alt: Alt): Promise<number> {
    return this.once(key, async () =>
      createUpload(this.payload, { data: await qrPng(value), name: `${key}.png`, mimetype: 'image/png' }, alt),
    )
  }

  /** The demo clip of one product: 640 x 360, 12 fps, H.264. */
  clip(kind: ClipKind, alt: Alt): Promise<number> {
    return this.once(`clip-${kind}`, async () => {
      const data = await clipMp4({
        id: kind,
        frame: (t) => clipFrame(kind, t),
        width: 640,
        height: 360,
        fps: 12,
        seconds: CLIP_SECONDS[kind],
      })
      return createUpload(this.payload, { data, name: `demo-${kind.toLowerCase()}.mp4`, mimetype: 'video/mp4' }, alt)
    })
  }

  file(key: string, name: string, mimetype: string, data: () => Buffer, alt: Alt): Promise<number> {
    return this.once(key, async () => createUpload(this.payload, { data: data(), name, mimetype }, alt))
  }
}
