/**
 * The visual language of the demo artwork: one palette, one type family, a grid, and line-art primitives
 * (contour lines, road alignments, rail, bridges, tunnels, charts). Everything is plain SVG text; randomness
 * comes only from a seeded generator, so the same recipe always gives the same picture (and the same cache key).
 */
import { escapeMarkup } from '@/lib/escape'

export const PALETTE = {
  ink: '#061529',
  navy: '#0B2447',
  navy2: '#12325E',
  navy3: '#1B4276',
  blue: '#2D7FF9',
  blueLight: '#8CB8FF',
  teal: '#17B3A3',
  tealLight: '#8FE0D6',
  g50: '#F5F7FA',
  g100: '#EAEFF5',
  g200: '#D6DEE8',
  g300: '#B8C4D2',
  g500: '#7C8CA0',
  g700: '#43536A',
  white: '#FFFFFF',
} as const

export const FONT = "'DejaVu Sans', Arial, Helvetica, sans-serif"
/** Text with Chinese characters: Debian's Noto Sans CJK (fonts-noto-cjk), Latin letters in it still in DejaVu Sans. */
const FONT_ZH = "'DejaVu Sans', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', sans-serif"

/** True when the text holds Chinese characters (or CJK punctuation). */
export const hasCjk = (s: string): boolean => /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/.test(s)

/** The font stack for a text: FONT, or FONT_ZH when it holds Chinese. */
export const fontOf = (s: string): string => (hasCjk(s) ? FONT_ZH : FONT)

/**
 * The words drawn in an artwork, translated while it is drawn: `inLanguage(dictionary, draw)` runs `draw` (which builds
 * its SVG synchronously) with every text that `words()` passes (text() and the tiles of ui.ts do) looked up in the
 * dictionary; a text it does not hold stays as it is, and `seen` collects every text drawn.
 */
let dictionary: Readonly<Record<string, string>> | null = null
let seen: Set<string> | null = null

export function inLanguage<T>(words: Readonly<Record<string, string>> | null, draw: () => T, collect?: Set<string>): T {
  const before = [dictionary, seen] as const
  dictionary = words
  seen = collect ?? null
  try {
    return draw()
  } finally {
    ;[dictionary, seen] = before
  }
}

/** A text as the artwork being drawn shows it (translated when a dictionary is in force). */
export function words(s: string): string {
  seen?.add(s)
  return dictionary?.[s] ?? s
}
const MONO = "'DejaVu Sans Mono', 'Courier New', monospace"

export type P = [number, number]

/* ---------------------------------------------------------------- randomness */

function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export type Rng = {
  next: () => number
  range: (a: number, b: number) => number
  int: (a: number, b: number) => number
  pick: <T>(items: readonly T[]) => T
}

/** mulberry32: a small deterministic generator, used only to vary layouts. */
export function rng(seed: string | number): Rng {
  let a = typeof seed === 'number' ? seed >>> 0 : hashString(seed)
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
  }
}

/* ---------------------------------------------------------------- svg basics */

const r1 = (n: number) => Math.round(n * 10) / 10

export function svgDoc(w: number, h: number, body: string, defs = '', view?: { w: number; h: number }): string {
  const vb = view ?? { w, h }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vb.w} ${vb.h}"><defs>${defs}</defs>${body}</svg>`
}

type TextOpts = {
  size?: number
  fill?: string
  weight?: number | string
  anchor?: 'start' | 'middle' | 'end'
  mono?: boolean
  opacity?: number
  spacing?: number
}

export function text(x: number, y: number, source: string, o: TextOpts = {}): string {
  const s = words(source)
  return `<text xml:space="preserve" x="${r1(x)}" y="${r1(y)}" font-family="${o.mono ? MONO : fontOf(s)}" font-size="${o.size ?? 12}" fill="${o.fill ?? PALETTE.g700}"${
    o.weight ? ` font-weight="${o.weight}"` : ''
  }${o.anchor ? ` text-anchor="${o.anchor}"` : ''}${o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : ''}${
    o.spacing ? ` letter-spacing="${o.spacing}"` : ''
  }>${escapeMarkup(s)}</text>`
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`
}

export function line(a: P, b: P, stroke: string, width = 1, extra = ''): string {
  return `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`
}

export function circle(c: P, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(c[0])}" cy="${r1(c[1])}" r="${r1(r)}" fill="${fill}" ${extra}/>`
}

export function pathD(pts: P[], close = false): string {
  if (!pts.length) return ''
  return `M${pts.map((p) => `${r1(p[0])} ${r1(p[1])}`).join('L')}${close ? 'Z' : ''}`
}

export function path(d: string, stroke: string, width = 1, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`
}

export function linearGradient(id: string, stops: Array<[number, string, number?]>, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
    .join('')}</linearGradient>`
}

export function radialGlow(id: string, colour: string, opacity = 0.35): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
}

/** A drafting grid: fine lines every `step`, stronger ones every `major` steps. */
export function grid(x: number, y: number, w: number, h: number, step: number, stroke: string, opacity = 0.12, major = 5): string {
  let fine = ''
  let bold = ''
  for (let i = 0, gx = x; gx <= x + w + 0.1; i += 1, gx += step) {
    const line = `M${r1(gx)} ${y}V${y + h}`
    if (i % major === 0) bold += line
    else fine += line
  }
  for (let i = 0, gy = y; gy <= y + h + 0.1; i += 1, gy += step) {
    const line = `M${x} ${r1(gy)}H${x + w}`
    if (i % major === 0) bold += line
    else fine += line
  }
  return `<path d="${fine}" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="1" fill="none"/><path d="${bold}" stroke="${stroke}" stroke-opacity="${Math.min(1, opacity * 2)}" stroke-width="1" fill="none"/>`
}

/* ---------------------------------------------------------------- curves */

/** Samples a Catmull-Rom spline through the points (a smooth alignment through intersection points). */
export function smooth(points: P[], samples = 14): P[] {
  if (points.length < 3) return points
  const out: P[] = []
  const get = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = get(i - 1)
    const p1 = get(i)
    const p2 = get(i + 1)
    const p3 = get(i + 2)
    for (let s = 0; s < samples; s += 1) {
      const t = s / samples
      const t2 = t * t
      const t3 = t2 * t
      out.push([
        0.5 *
          (2 * p1[0] +
            (-p0[0] + p2[0]) * t +
            (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2 +
            (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3),
        0.5 *
          (2 * p1[1] +
            (-p0[1] + p2[1]) * t +
            (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2 +
            (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3),
      ])
    }
  }
  out.push(points[points.length - 1])
  return out
}

export function polylineLength(pts: P[]): number {
  let len = 0
  for (let i = 1; i < pts.length; i += 1) len += Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1])
  return len
}

/** The point and direction at a distance along a polyline. */
export function pointAt(pts: P[], dist: number): { p: P; angle: number } {
  let rest = Math.max(0, dist)
  for (let i = 1; i < pts.length; i += 1) {
    const a = pts[i - 1]
    const b = pts[i]
    const seg = Math.hypot(b[0] - a[0], b[1] - a[1])
    if (rest <= seg || i === pts.length - 1) {
      const t = seg === 0 ? 0 : Math.min(1, rest / seg)
      return { p: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], angle: Math.atan2(b[1] - a[1], b[0] - a[0]) }
    }
    rest -= seg
  }
  const last = pts[pts.length - 1]
  return { p: last, angle: 0 }
}

/** The first `fraction` of a polyline (for "being drawn" animation frames). */
export function partial(pts: P[], fraction: number): P[] {
  const total = polylineLength(pts) * Math.max(0, Math.min(1, fraction))
  const out: P[] = [pts[0]]
  let acc = 0
  for (let i = 1; i < pts.length; i += 1) {
    const a = pts[i - 1]
    const b = pts[i]
    const seg = Math.hypot(b[0] - a[0], b[1] - a[1])
    if (acc + seg >= total) {
      const t = seg === 0 ? 0 : (total - acc) / seg
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t])
      return out
    }
    out.push(b)
    acc += seg
  }
  return out
}

function offset(pts: P[], d: number): P[] {
  return pts.map((p, i) => {
    const a = pts[Math.max(0, i - 1)]
    const b = pts[Math.min(pts.length - 1, i + 1)]
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    return [p[0] - ((b[1] - a[1]) / len) * d, p[1] + ((b[0] - a[0]) / len) * d]
  })
}

/* ---------------------------------------------------------------- terrain */

export type Field = (x: number, y: number) => number

/** A smooth height field: a few hills and valleys and a gentle tilt. */
export function terrain(seed: string, w: number, h: number, hills = 6): Field {
  const r = rng(seed)
  const bumps = Array.from({ length: hills }, () => ({
    x: r.range(0, w),
    y: r.range(-0.2 * h, 1.2 * h),
    s: r.range(0.12, 0.32) * Math.max(w, h),
    a: r.range(0.5, 1.2) * (r.next() < 0.25 ? -0.6 : 1),
  }))
  const tilt = r.range(-0.3, 0.3)
  return (x, y) => {
    let v = tilt * (x / w)
    for (const b of bumps) v += b.a * Math.exp(-((x - b.x) ** 2 + (y - b.y) ** 2) / (2 * b.s * b.s))
    return v
  }
}

/** A rectangle of the drawing (as ui.ts's Box). */
type Box = { x: number; y: number; w: number; h: number }

/** Contour lines of a field by marching squares; one path per level, every `major`-th level drawn stronger. */
export function contours(
  field: Field,
  box: Box,
  o: { cell?: number; levels?: number; stroke?: string; opacity?: number; major?: number; width?: number } = {},
): string {
  const cell = o.cell ?? 16
  const { values, lo, hi } = sampleField(field, box, cell)
  const count = o.levels ?? 14
  const out: string[] = []
  for (let k = 1; k < count; k += 1) {
    const d = levelPath(values, lo + ((hi - lo) * k) / count, box, cell)
    if (!d) continue
    const isMajor = k % (o.major ?? 5) === 0
    out.push(
      `<path d="${d}" fill="none" stroke="${o.stroke ?? PALETTE.blueLight}" stroke-opacity="${(o.opacity ?? 0.25) * (isMajor ? 1.8 : 1)}" stroke-width="${(o.width ?? 1) * (isMajor ? 1.5 : 1)}" stroke-linecap="round"/>`,
    )
  }
  return out.join('')
}

/** The field's values at the corners of the box's cells (rows of columns), and the lowest and highest of them. */
function sampleField(field: Field, box: Box, cell: number): { values: number[][]; lo: number; hi: number } {
  const nx = Math.ceil(box.w / cell)
  const ny = Math.ceil(box.h / cell)
  const values: number[][] = []
  let lo = Infinity
  let hi = -Infinity
  for (let j = 0; j <= ny; j += 1) {
    const row: number[] = []
    for (let i = 0; i <= nx; i += 1) {
      const v = field(box.x + i * cell, box.y + j * cell)
      row.push(v)
      lo = Math.min(lo, v)
      hi = Math.max(hi, v)
    }
    values.push(row)
  }
  return { values, lo, hi }
}

/** The path data of one contour level over the sampled cells: a segment per cell the level crosses ('' for none). */
function levelPath(values: number[][], level: number, box: Box, cell: number): string {
  const nx = Math.ceil(box.w / cell)
  const ny = Math.ceil(box.h / cell)
  let d = ''
  for (let j = 0; j < ny; j += 1) {
    for (let i = 0; i < nx; i += 1) {
      const tl = values[j][i]
      const tr = values[j][i + 1]
      const br = values[j + 1][i + 1]
      const bl = values[j + 1][i]
      const idx = (tl > level ? 8 : 0) | (tr > level ? 4 : 0) | (br > level ? 2 : 0) | (bl > level ? 1 : 0)
      if (idx === 0 || idx === 15) continue
      const x0 = box.x + i * cell
      const y0 = box.y + j * cell
      const lerp = (a: number, b: number) => (level - a) / (b - a || 1e-9)
      const top: P = [x0 + cell * lerp(tl, tr), y0]
      const right: P = [x0 + cell, y0 + cell * lerp(tr, br)]
      const bottom: P = [x0 + cell * lerp(bl, br), y0 + cell]
      const left: P = [x0, y0 + cell * lerp(tl, bl)]
      const seg = (a: P, b: P) => (d += `M${r1(a[0])} ${r1(a[1])}L${r1(b[0])} ${r1(b[1])}`)
      switch (idx) {
        case 1:
        case 14:
          seg(left, bottom)
          break
        case 2:
        case 13:
          seg(bottom, right)
          break
        case 3:
        case 12:
          seg(left, right)
          break
        case 4:
        case 11:
          seg(top, right)
          break
        case 6:
        case 9:
          seg(top, bottom)
          break
        case 7:
        case 8:
          seg(left, top)
          break
        case 5:
          seg(left, top)
          seg(bottom, right)
          break
        case 10:
          seg(top, right)
          seg(left, bottom)
          break
      }
    }
  }
  return d
}

/* ---------------------------------------------------------------- infrastructure line art */

/** A road in plan: pavement band, edge lines and a dashed centre line. */
export function roadPlan(pts: P[], o: { width?: number; surface?: string; edge?: string; centre?: string; opacity?: number } = {}): string {
  const w = o.width ?? 14
  const d = pathD(pts)
  return [
    path(d, o.surface ?? PALETTE.navy3, w, `stroke-opacity="${o.opacity ?? 1}"`),
    path(pathD(offset(pts, w / 2)), o.edge ?? PALETTE.g200, 1.2),
    path(pathD(offset(pts, -w / 2)), o.edge ?? PALETTE.g200, 1.2),
    path(d, o.centre ?? PALETTE.white, 1, 'stroke-dasharray="6 6" stroke-opacity="0.8"'),
  ].join('')
}

/** Chainage ticks along an alignment, with labels like K12+400 every `labelEvery` ticks. */
export function stations(
  pts: P[],
  o: { every?: number; labelEvery?: number; startKm?: number; metresPerPx?: number; colour?: string; size?: number; side?: number } = {},
): string {
  const every = o.every ?? 60
  const total = polylineLength(pts)
  const mpp = o.metresPerPx ?? 10
  const start = (o.startKm ?? 0) * 1000
  let out = ''
  for (let s = 0, i = 0; s <= total; s += every, i += 1) {
    const { p, angle } = pointAt(pts, s)
    const nx = -Math.sin(angle)
    const ny = Math.cos(angle)
    const len = i % (o.labelEvery ?? 4) === 0 ? 12 : 6
    const side = o.side ?? 1
    out += line([p[0] - nx * len, p[1] - ny * len], [p[0] + nx * len, p[1] + ny * len], o.colour ?? PALETTE.g200, 1)
    if (i % (o.labelEvery ?? 4) === 0) {
      const m = Math.round(start + s * mpp)
      const label = `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`
      out += text(p[0] + nx * 18 * side, p[1] + ny * 18 * side + 4, label, {
        size: o.size ?? 10,
        fill: o.colour ?? PALETTE.g200,
        anchor: 'middle',
        mono: true,
      })
    }
  }
  return out
}

/** A double-track railway in plan: two rails and sleepers. */
export function railPlan(pts: P[], o: { gauge?: number; colour?: string; sleeper?: string } = {}): string {
  const g = o.gauge ?? 5
  let sleepers = ''
  const total = polylineLength(pts)
  for (let s = 0; s <= total; s += 6) {
    const { p, angle } = pointAt(pts, s)
    const nx = -Math.sin(angle) * (g + 2.5)
    const ny = Math.cos(angle) * (g + 2.5)
    sleepers += `M${r1(p[0] - nx)} ${r1(p[1] - ny)}L${r1(p[0] + nx)} ${r1(p[1] + ny)}`
  }
  return [
    `<path d="${sleepers}" stroke="${o.sleeper ?? PALETTE.g500}" stroke-width="1.2" stroke-opacity="0.7"/>`,
    path(pathD(offset(pts, g)), o.colour ?? PALETTE.g100, 1.4),
    path(pathD(offset(pts, -g)), o.colour ?? PALETTE.g100, 1.4),
  ].join('')
}

/** A girder bridge in elevation; `cableStayed` adds a tower and a fan of stay cables at `towerAt` (0..1). */
export function bridgeElevation(
  x: number,
  deckY: number,
  w: number,
  o: {
    spans?: number
    groundY?: number | ((x: number) => number)
    stroke?: string
    accent?: string
    cableStayed?: boolean
    towerAt?: number
    towerH?: number
    deck?: number
  } = {},
): string {
  const stroke = o.stroke ?? PALETTE.g100
  const accent = o.accent ?? PALETTE.teal
  const spans = o.spans ?? 6
  const deck = o.deck ?? 8
  const ground = typeof o.groundY === 'function' ? o.groundY : () => (o.groundY as number | undefined) ?? deckY + 90
  let out = `<rect x="${x}" y="${deckY}" width="${w}" height="${deck}" fill="none" stroke="${stroke}" stroke-width="1.5"/>`
  out += line([x, deckY - 6], [x + w, deckY - 6], stroke, 0.8, 'stroke-opacity="0.6"')
  for (let i = 0; i <= spans; i += 1) {
    const px = x + (w * i) / spans
    const gy = ground(px)
    out += `<path d="M${r1(px - 5)} ${deckY + deck}L${r1(px - 3.5)} ${r1(gy)}H${r1(px + 3.5)}L${r1(px + 5)} ${deckY + deck}" fill="none" stroke="${stroke}" stroke-width="1.2"/>`
    out += line([px - 10, gy], [px + 10, gy], stroke, 2)
  }
  if (o.cableStayed) {
    const tx = x + w * (o.towerAt ?? 0.5)
    const th = o.towerH ?? 150
    const top = deckY - th
    out += `<path d="M${r1(tx - 9)} ${r1(ground(tx))}L${r1(tx - 3)} ${r1(top)}H${r1(tx + 3)}L${r1(tx + 9)} ${r1(ground(tx))}" fill="none" stroke="${accent}" stroke-width="2"/>`
    const fan = 9
    for (let i = 1; i <= fan; i += 1) {
      const reach = (w * 0.42 * i) / fan
      const ay = top + 10 + i * ((th * 0.3) / fan)
      out += line([tx, ay], [tx - reach, deckY], accent, 0.9, 'stroke-opacity="0.85"')
      out += line([tx, ay], [tx + reach, deckY], accent, 0.9, 'stroke-opacity="0.85"')
    }
  }
  return out
}

/** A tunnel portal / lining section: concentric arches and segment joints. */
export function tunnelSection(c: P, r: number, o: { stroke?: string; accent?: string; rings?: number; segments?: number } = {}): string {
  const stroke = o.stroke ?? PALETTE.g100
  let out = ''
  const rings = o.rings ?? 3
  for (let i = 0; i < rings; i += 1) {
    const rr = r - i * (r * 0.09)
    out += `<circle cx="${r1(c[0])}" cy="${r1(c[1])}" r="${r1(rr)}" fill="none" stroke="${i === 0 ? (o.accent ?? PALETTE.teal) : stroke}" stroke-width="${i === 0 ? 2 : 1}" stroke-opacity="${1 - i * 0.25}"/>`
  }
  const segs = o.segments ?? 8
  for (let i = 0; i < segs; i += 1) {
    const a = (i / segs) * Math.PI * 2 + Math.PI / segs
    out += line([c[0] + Math.cos(a) * r * 0.82, c[1] + Math.sin(a) * r * 0.82], [c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r], stroke, 1)
  }
  // road deck inside the tube, two lanes
  const dy = c[1] + r * 0.35
  const half = Math.sqrt(r * r * 0.68 - (r * 0.35) ** 2)
  out += line([c[0] - half, dy], [c[0] + half, dy], stroke, 1.6)
  out += line([c[0], dy - 2], [c[0], dy - 10], stroke, 1, 'stroke-dasharray="2 2"')
  return out
}

/* ---------------------------------------------------------------- 3D (isometric) */

export function iso(x: number, y: number, z: number, origin: P, scale = 1, yaw = 0): P {
  const cx = x * Math.cos(yaw) - y * Math.sin(yaw)
  const cy = x * Math.sin(yaw) + y * Math.cos(yaw)
  return [origin[0] + (cx - cy) * 0.866 * scale, origin[1] + (cx + cy) * 0.5 * scale - z * scale]
}

/** A wire-frame box (x, y, z, dx, dy, dz) in isometric projection. */
export function isoBox(
  b: [number, number, number, number, number, number],
  origin: P,
  scale: number,
  stroke: string,
  width = 1,
  yaw = 0,
  fill?: string,
): string {
  const [x, y, z, dx, dy, dz] = b
  const pt = (a: number, c: number, e: number) => iso(a, c, e, origin, scale, yaw)
  const top = [pt(x, y, z + dz), pt(x + dx, y, z + dz), pt(x + dx, y + dy, z + dz), pt(x, y + dy, z + dz)]
  const bottom = [pt(x, y, z), pt(x + dx, y, z), pt(x + dx, y + dy, z), pt(x, y + dy, z)]
  let out = fill ? `<path d="${pathD(top, true)}" fill="${fill}" stroke="none"/>` : ''
  out += path(pathD(top, true), stroke, width) + path(pathD(bottom, true), stroke, width, 'stroke-opacity="0.5"')
  for (let i = 0; i < 4; i += 1) out += line(top[i], bottom[i], stroke, width, 'stroke-opacity="0.8"')
  return out
}

/** An isometric terrain mesh (wire frame) of a height field over [0,size]², with an optional road ribbon. */
export function isoTerrain(
  field: Field,
  size: number,
  n: number,
  origin: P,
  scale: number,
  o: { stroke?: string; opacity?: number; yaw?: number; amp?: number } = {},
): string {
  const amp = o.amp ?? 40
  const yaw = o.yaw ?? 0
  let d = ''
  for (let j = 0; j <= n; j += 1) {
    const row: P[] = []
    const col: P[] = []
    for (let i = 0; i <= n; i += 1) {
      const a = (i / n) * size - size / 2
      const b = (j / n) * size - size / 2
      row.push(iso(a, b, field(i / n, j / n) * amp, origin, scale, yaw))
      col.push(iso(b, a, field(j / n, i / n) * amp, origin, scale, yaw))
    }
    d += pathD(row) + pathD(col)
  }
  return `<path d="${d}" fill="none" stroke="${o.stroke ?? PALETTE.blueLight}" stroke-opacity="${o.opacity ?? 0.35}" stroke-width="0.8"/>`
}

/* ---------------------------------------------------------------- charts */

export function series(
  seed: string,
  n: number,
  o: { base?: number; drift?: number; noise?: number; min?: number; max?: number } = {},
): number[] {
  const r = rng(seed)
  let v = o.base ?? 50
  const out: number[] = []
  for (let i = 0; i < n; i += 1) {
    v += (o.drift ?? 0) + (r.next() - 0.5) * (o.noise ?? 10)
    v = Math.max(o.min ?? 0, Math.min(o.max ?? 100, v))
    out.push(v)
  }
  return out
}

export function lineChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  o: {
    stroke?: string
    fill?: boolean
    max?: number
    min?: number
    width?: number
    dash?: string
    gridColour?: string
    gridLines?: number
  } = {},
): string {
  const max = o.max ?? Math.max(...values)
  const min = o.min ?? 0
  const pts: P[] = values.map((v, i) => [x + (w * i) / Math.max(1, values.length - 1), y + h - ((v - min) / (max - min || 1)) * h])
  let out = ''
  const gl = o.gridLines ?? 4
  for (let i = 0; i <= gl; i += 1)
    out += line([x, y + (h * i) / gl], [x + w, y + (h * i) / gl], o.gridColour ?? PALETTE.g300, 0.6, 'stroke-opacity="0.5"')
  const stroke = o.stroke ?? PALETTE.blue
  if (o.fill) out += `<path d="${pathD([[x, y + h], ...pts, [x + w, y + h]], true)}" fill="${stroke}" fill-opacity="0.12"/>`
  out += path(pathD(pts), stroke, o.width ?? 2, o.dash ? `stroke-dasharray="${o.dash}"` : '')
  return out
}

export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  o: { colour?: string; alt?: string; max?: number; gap?: number } = {},
): string {
  const max = o.max ?? Math.max(...values)
  const bw = w / values.length
  const gap = o.gap ?? 0.35
  return values
    .map((v, i) => {
      const bh = (v / (max || 1)) * h
      return rect(
        x + i * bw + (bw * gap) / 2,
        y + h - bh,
        bw * (1 - gap),
        bh,
        i % 2 && o.alt ? o.alt : (o.colour ?? PALETTE.blue),
        'rx="1.5"',
      )
    })
    .join('')
}

export function donut(c: P, r: number, fraction: number, o: { colour?: string; track?: string; width?: number } = {}): string {
  const w = o.width ?? 8
  const circ = 2 * Math.PI * r
  return `<circle cx="${c[0]}" cy="${c[1]}" r="${r}" fill="none" stroke="${o.track ?? PALETTE.g200}" stroke-width="${w}"/><circle cx="${c[0]}" cy="${c[1]}" r="${r}" fill="none" stroke="${o.colour ?? PALETTE.teal}" stroke-width="${w}" stroke-dasharray="${r1(circ * fraction)} ${r1(circ)}" transform="rotate(-90 ${c[0]} ${c[1]})" stroke-linecap="round"/>`
}
