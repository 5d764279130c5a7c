/**
 * Reusable drawings (no chrome): a scheme plan over terrain, a longitudinal profile, an interchange,
 * cross-sections, a driving view, a 3D scene, a pedestal schedule... Used by screenshots, covers and clips.
 */
import {
  bridgeElevation,
  circle,
  contours,
  iso,
  isoBox,
  isoTerrain,
  line,
  linearGradient,
  type P,
  PALETTE as C,
  partial,
  path,
  pathD,
  pointAt,
  polylineLength,
  rect,
  rng,
  roadPlan,
  smooth,
  stations,
  terrain,
  text,
} from './kit'
import type { Box } from './ui'

/** Control points of an alignment across a box, gently meandering. */
function alignmentPoints(seed: string, box: Box, n = 6, amp = 0.2): P[] {
  const r = rng(seed)
  return Array.from({ length: n }, (_, i) => [box.x - 20 + ((box.w + 40) * i) / (n - 1), box.y + box.h * (0.5 + r.range(-amp, amp))])
}

/** Scheme plan: terrain contours, a river, alternative alignments, the chosen one as a road with chainage. */
export function schemePlan(
  box: Box,
  seed: string,
  o: { progress?: number; alternatives?: boolean; labels?: boolean; light?: boolean } = {},
): string {
  const field = terrain(seed, box.w, box.h, 7)
  const f = (x: number, y: number) => field(x - box.x, y - box.y)
  let out = contours(f, box, { cell: 14, levels: 16, stroke: o.light ? C.g500 : C.blueLight, opacity: o.light ? 0.25 : 0.22 })
  // a river crossing the box
  const r = rng(`${seed}:river`)
  const river = smooth([
    [box.x + box.w * r.range(0.35, 0.5), box.y - 10],
    [box.x + box.w * r.range(0.45, 0.6), box.y + box.h * 0.35],
    [box.x + box.w * r.range(0.4, 0.55), box.y + box.h * 0.7],
    [box.x + box.w * r.range(0.5, 0.65), box.y + box.h + 10],
  ])
  out += path(pathD(river), o.light ? '#CFE2FF' : '#1E5AA8', 18, 'stroke-opacity="0.55"')
  out += path(pathD(river), o.light ? C.blueLight : C.blue, 1, 'stroke-opacity="0.8"')
  const ctrl = alignmentPoints(seed, { x: box.x, y: box.y + box.h * 0.1, w: box.w, h: box.h * 0.8 })
  if (o.alternatives !== false) {
    const alt = (k: number, colour: string) =>
      path(
        pathD(
          smooth(ctrl.map((p, i) => [p[0], p[1] + (i > 0 && i < ctrl.length - 1 ? k * rng(`${seed}:${k}:${i}`).range(40, 90) : 0)] as P)),
        ),
        colour,
        2,
        'stroke-dasharray="10 6"',
      )
    out += alt(1, C.teal) + alt(-1, C.g500)
  }
  const pts = smooth(ctrl, 18)
  const shown = partial(pts, o.progress ?? 1)
  // tangent lines between intersection points
  out += path(pathD(ctrl), o.light ? C.g500 : C.g300, 0.8, 'stroke-dasharray="3 4" stroke-opacity="0.7"')
  ctrl.slice(1, -1).forEach((p, i) => {
    out += circle(p, 4, 'none', `stroke="${o.light ? C.navy : C.g100}" stroke-width="1.2"`)
    if (o.labels !== false)
      out += text(p[0] + 8, p[1] - 22, `JD${i + 1}  R=${[800, 1200, 650, 1500, 900][i % 5]}`, {
        size: 10,
        fill: o.light ? C.g700 : C.g200,
        mono: true,
      })
  })
  out += roadPlan(shown, { width: 12, surface: o.light ? C.navy : C.blue, edge: o.light ? C.g500 : C.blueLight, centre: C.white })
  if ((o.progress ?? 1) >= 1 && o.labels !== false)
    out += stations(pts, { every: 48, labelEvery: 4, startKm: 12, metresPerPx: 12.5, colour: o.light ? C.g700 : C.g200 })
  const head = pointAt(shown, polylineLength(shown))
  out += circle(head.p, 6, C.teal, `stroke="${C.white}" stroke-width="2"`)
  return out
}

/** Longitudinal profile: ground line, design grade line with vertical curves, structures, data band. */
export function profile(
  box: Box,
  seed: string,
  o: { progress?: number; band?: boolean; light?: boolean; railHumps?: boolean } = {},
): string {
  const r = rng(`${seed}:profile`)
  const fg = o.light ? C.g700 : C.g200
  const band = o.band === false ? 0 : 118
  const g: Box = { x: box.x + 60, y: box.y + 24, w: box.w - 84, h: box.h - 48 - band }
  let out = ''
  for (let i = 0; i <= 10; i += 1) {
    const x = g.x + (g.w * i) / 10
    out += line([x, g.y], [x, g.y + g.h], fg, 0.6, 'stroke-opacity="0.25"')
    out += text(x, g.y + g.h + 14, `K${12 + Math.floor(i / 2)}+${i % 2 ? '500' : '000'}`, {
      size: 9,
      fill: fg,
      anchor: 'middle',
      mono: true,
    })
  }
  for (let j = 0; j <= 6; j += 1) {
    const y = g.y + (g.h * j) / 6
    out += line([g.x, y], [g.x + g.w, y], fg, 0.6, 'stroke-opacity="0.25"')
    out += text(g.x - 8, y + 3, `${(420 - j * 20).toFixed(0)}`, { size: 9, fill: fg, anchor: 'end', mono: true })
  }
  const n = 60
  let v = 0.5
  const ground: P[] = []
  for (let i = 0; i <= n; i += 1) {
    v += (r.next() - 0.5) * 0.12 + Math.sin(i / 7) * 0.015
    v = Math.max(0.12, Math.min(0.9, v))
    ground.push([g.x + (g.w * i) / n, g.y + g.h * (1 - v)])
  }
  out += `<path d="${pathD([[g.x, g.y + g.h], ...ground, [g.x + g.w, g.y + g.h]], true)}" fill="${o.light ? C.g200 : C.navy3}" fill-opacity="0.5"/>`
  out += path(pathD(ground), o.light ? C.g500 : C.g300, 1.2)
  // design grade line through PVIs
  const pvis: P[] = o.railHumps
    ? [0, 0.12, 0.22, 0.36, 0.5, 0.62, 0.76, 0.88, 1].map((t, i) => [g.x + g.w * t, g.y + g.h * (i % 2 ? 0.34 : 0.46) + r.range(-10, 10)])
    : [0, 0.2, 0.42, 0.63, 0.82, 1].map((t) => [g.x + g.w * t, g.y + g.h * r.range(0.3, 0.6)])
  const grade = smooth(pvis, 12)
  const shown = partial(grade, o.progress ?? 1)
  out += path(pathD(shown), o.light ? C.blue : C.tealLight, 2.4)
  pvis.slice(1, -1).forEach((p, i) => {
    out += `<path d="M${p[0] - 5} ${p[1] + 4}L${p[0]} ${p[1] - 5}L${p[0] + 5} ${p[1] + 4}Z" fill="none" stroke="${fg}" stroke-width="1"/>`
    out += text(
      p[0],
      p[1] - 10,
      o.railHumps ? (i % 2 ? 'ST' : `i=${r.range(0.4, 2.8).toFixed(1)}%`) : `R=${[12000, 8000, 16000, 10000][i % 4]}`,
      { size: 9, fill: fg, anchor: 'middle', mono: true },
    )
  })
  // a bridge and a tunnel marked on the grade line
  const mark = (t0: number, t1: number, label: string, under: boolean) => {
    const a = pointAt(grade, polylineLength(grade) * t0).p
    const b = pointAt(grade, polylineLength(grade) * t1).p
    let m = rect(a[0], Math.min(a[1], b[1]) - (under ? -4 : 14), b[0] - a[0], 10, under ? C.teal : C.blue, 'fill-opacity="0.35"')
    m += text((a[0] + b[0]) / 2, Math.min(a[1], b[1]) - 20, label, { size: 9, fill: fg, anchor: 'middle' })
    return m
  }
  if (!o.railHumps) out += mark(0.46, 0.56, 'Bridge 3x40m', false) + mark(0.7, 0.79, 'Tunnel 820m', true)
  if (band) {
    const rows = ['Design elev.', 'Ground elev.', 'Cut / fill', 'Grade %']
    const by = g.y + g.h + 26
    rows.forEach((name, i) => {
      const y = by + i * 22
      out += line([box.x + 8, y], [g.x + g.w, y], fg, 0.6, 'stroke-opacity="0.4"')
      out += text(box.x + 10, y + 15, name, { size: 10, fill: fg })
      for (let k = 1; k < 10; k += 1) {
        const val = i === 3 ? `${r.range(-3, 3).toFixed(2)}` : i === 2 ? `${r.range(-9, 9).toFixed(1)}` : `${r.range(360, 410).toFixed(2)}`
        out += text(g.x + (g.w * k) / 10, y + 15, val, { size: 9, fill: fg, anchor: 'middle', mono: true })
      }
    })
  }
  return out
}

/** A cloverleaf interchange in plan, ramps drawn up to `progress`. */
export function interchange(box: Box, o: { progress?: number; labels?: boolean; light?: boolean } = {}): string {
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const R = Math.min(box.w, box.h) * 0.115
  const surface = o.light ? C.navy : C.navy3
  let out = ''
  const main: P[] = [
    [box.x - 20, cy],
    [box.x + box.w + 20, cy],
  ]
  const cross: P[] = [
    [cx, box.y - 20],
    [cx, box.y + box.h + 20],
  ]
  const prog = o.progress ?? 1
  const ramps: P[][] = []
  // four 270-degree loops, each tangent to the mainline and the crossroad, and four outer directional ramps
  const gm = 15
  const gc = 12
  for (const [sx, sy] of [
    [1, 1],
    [-1, 1],
    [-1, -1],
    [1, -1],
  ] as const) {
    const c: P = [cx + sx * (gc + R), cy + sy * (gm + R)]
    const a0 = Math.atan2(-sy, 0)
    const a1 = Math.atan2(0, -sx)
    let short = a1 - a0
    while (short > Math.PI) short -= 2 * Math.PI
    while (short <= -Math.PI) short += 2 * Math.PI
    const sweep = short - Math.sign(short) * 2 * Math.PI
    const loop: P[] = [[c[0] + sx * R * 0.9, cy + sy * gm]]
    for (let k = 0; k <= 48; k += 1) {
      const a = a0 + (sweep * k) / 48
      loop.push([c[0] + Math.cos(a) * R, c[1] + Math.sin(a) * R])
    }
    loop.push([cx + sx * gc, c[1] + sy * R * 0.9])
    ramps.push(loop)
    ramps.push(
      smooth([
        [cx + sx * R * 4.4, cy + sy * gm],
        [cx + sx * R * 3.5, cy + sy * (gm + R * 0.35)],
        [cx + sx * R * 2.9, cy + sy * R * 2.9],
        [cx + sx * (gc + R * 0.35), cy + sy * R * 3.5],
        [cx + sx * gc, cy + sy * R * 4.4],
      ]),
    )
  }
  ramps.forEach(
    (rp) =>
      (out += roadPlan(partial(rp, prog), {
        width: 8,
        surface: o.light ? C.blue : C.blue,
        edge: o.light ? C.g500 : C.blueLight,
        opacity: 0.9,
      })),
  )
  out +=
    roadPlan(main, { width: 22, surface, edge: o.light ? C.g500 : C.g200 }) +
    roadPlan(cross, { width: 16, surface, edge: o.light ? C.g500 : C.g200 })
  out += `<rect x="${cx - 14}" y="${cy - 16}" width="28" height="32" fill="none" stroke="${C.teal}" stroke-width="2"/>`
  if (o.labels !== false) {
    'ABCDEFGH'.split('').forEach((l, i) => {
      const rp = ramps[i]
      const { p } = pointAt(rp, polylineLength(rp) * 0.5)
      out +=
        `<rect x="${p[0] - 11}" y="${p[1] - 9}" width="22" height="16" rx="3" fill="${C.teal}"/>` +
        text(p[0], p[1] + 3, l, { size: 10, fill: C.white, anchor: 'middle', weight: 700 })
    })
  }
  return out
}

/** One road cross-section: ground line, pavement with crossfall, fill (1:1.5) or cut (1:1) slopes to daylight. */
export function crossSection(box: Box, seed: string, light = true): string {
  const r = rng(seed)
  const fg = light ? C.g700 : C.g200
  const cx = box.x + box.w / 2
  const dy = box.y + box.h * 0.42
  const half = box.w * 0.26
  const tilt = r.range(-0.3, 0.3)
  const base = r.range(-14, 18)
  const phase = r.range(0, 6)
  const ground = (x: number) => dy + base + (x - cx) * tilt + Math.sin((x - box.x) / 17 + phase) * 3
  const gl: P[] = []
  for (let x = box.x + 6; x <= box.x + box.w - 6; x += 6) gl.push([x, ground(x)])
  const deck: P[] = [
    [cx - half, dy + 3],
    [cx - 5, dy],
    [cx + 5, dy],
    [cx + half, dy + 3],
  ]
  const daylight = (p: P, dir: number): P => {
    const fill = ground(p[0]) > p[1]
    for (let dx = 1; dx < box.w / 2; dx += 1) {
      const x = p[0] + dir * dx
      const y = p[1] + (fill ? dx / 1.5 : -dx)
      if (fill ? y >= ground(x) : y <= ground(x)) return [x, y]
    }
    return [p[0] + dir * (box.w / 2), ground(p[0] + dir * (box.w / 2))]
  }
  const lEnd = daylight(deck[0], -1)
  const rEnd = daylight(deck[3], 1)
  const between = gl.filter((p) => p[0] > lEnd[0] && p[0] < rEnd[0]).reverse()
  const area = [lEnd, ...deck, rEnd, ...between]
  let out = `<path d="${pathD(area, true)}" fill="${base > 0 ? C.teal : C.blue}" fill-opacity="0.12"/>`
  out += path(pathD(gl), light ? C.g500 : C.g300, 1.2)
  out += path(pathD([lEnd, ...deck, rEnd]), C.blue, 2)
  out += line([cx, dy - 12], [cx, dy + 10], C.teal, 1, 'stroke-dasharray="3 2"')
  out += text(box.x + 8, box.y + 16, `K${12 + r.int(0, 8)}+${String(r.int(0, 49) * 20).padStart(3, '0')}`, {
    size: 11,
    fill: light ? C.navy : C.white,
    weight: 700,
    mono: true,
  })
  out += text(box.x + 8, box.y + box.h - 10, `Cut ${r.range(4, 60).toFixed(1)} m2   Fill ${r.range(4, 60).toFixed(1)} m2`, {
    size: 9,
    fill: fg,
    mono: true,
  })
  out += text(cx, dy - 16, `${r.range(360, 410).toFixed(2)}`, { size: 9, fill: fg, anchor: 'middle', mono: true })
  return out
}

/** First-person driving view: a bending road to the horizon, lane marks (moving with `t`), hills, signs, HUD. */
export function drivingView(box: Box, t = 0, hud = true): string {
  const hz = box.y + box.h * 0.42
  const vx = box.x + box.w * 0.56
  let out = `<defs>${linearGradient('sky', [
    [0, C.ink],
    [1, C.navy3],
  ])}</defs><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${hz - box.y}" fill="url(#sky)"/>`
  // distant hills as layered contour ridges
  for (let k = 0; k < 4; k += 1) {
    const pts: P[] = []
    for (let x = box.x; x <= box.x + box.w; x += 16)
      pts.push([x, hz - 10 - k * 9 - 26 * Math.abs(Math.sin((x - box.x) / (180 + k * 60) + k))])
    out += path(pathD(pts), C.blueLight, 1, `stroke-opacity="${0.5 - k * 0.1}"`)
  }
  out += rect(box.x, hz, box.w, box.y + box.h - hz, C.ink)
  // ground grid in perspective
  for (let i = -12; i <= 12; i += 1) out += line([vx, hz], [vx + i * box.w * 0.16, box.y + box.h], C.navy3, 1, 'stroke-opacity="0.6"')
  for (let k = 1; k < 9; k += 1) {
    const y = hz + (box.y + box.h - hz) * ((k + (t % 1)) / 9) ** 2
    out += line([box.x, y], [box.x + box.w, y], C.navy3, 1, 'stroke-opacity="0.5"')
  }
  // road edges bending right
  const edge = (side: number): P[] => {
    const pts: P[] = []
    for (let s = 0; s <= 1.0001; s += 0.05) {
      const y = hz + (box.y + box.h - hz) * s
      const bend = (1 - s) ** 2 * box.w * 0.12
      pts.push([vx + bend + side * s * box.w * 0.42, y])
    }
    return pts
  }
  const left = edge(-1)
  const right = edge(1)
  out += `<path d="${pathD([...left, ...right.slice().reverse()], true)}" fill="${C.navy2}"/>`
  out += path(pathD(left), C.g100, 2) + path(pathD(right), C.g100, 2)
  // dashed centre marks moving towards the viewer
  for (let k = 0; k < 10; k += 1) {
    const s0 = ((k + ((t * 2) % 1)) / 10) ** 2
    const s1 = Math.min(1, ((k + 0.45 + ((t * 2) % 1)) / 10) ** 2)
    const at = (s: number): P => [vx + (1 - s) ** 2 * box.w * 0.12, hz + (box.y + box.h - hz) * s]
    out += line(at(s0), at(s1), C.white, 1 + s1 * 5)
  }
  // guardrail posts on the right
  for (let k = 0; k < 9; k += 1) {
    const s = ((k + ((t * 2) % 1)) / 9) ** 2
    const p = [vx + (1 - s) ** 2 * box.w * 0.12 + s * box.w * 0.46, hz + (box.y + box.h - hz) * s] as P
    out += line(p, [p[0], p[1] - 4 - s * 40], C.g300, 1 + s * 3)
  }
  // a sign gantry
  const gs = 0.18
  const gl: P = [vx + (1 - gs) ** 2 * box.w * 0.12 - gs * box.w * 0.5, hz + (box.y + box.h - hz) * gs]
  const gr: P = [vx + (1 - gs) ** 2 * box.w * 0.12 + gs * box.w * 0.5, gl[1]]
  out +=
    line(gl, [gl[0], gl[1] - 60], C.g300, 2) +
    line(gr, [gr[0], gr[1] - 60], C.g300, 2) +
    line([gl[0], gl[1] - 58], [gr[0], gr[1] - 58], C.g300, 2)
  out += rect(vx + 10, gl[1] - 76, 70, 26, C.teal, 'rx="2"')
  if (hud) {
    const hx = box.x + 20
    const hy = box.y + box.h - 96
    out += `<rect x="${hx}" y="${hy}" width="170" height="76" rx="8" fill="${C.ink}" fill-opacity="0.75" stroke="${C.teal}"/>`
    out += text(hx + 14, hy + 44, `${Math.round(84 + 6 * Math.sin(t * 6))}`, { size: 32, fill: C.white, weight: 700, mono: true })
    out += text(hx + 84, hy + 44, 'km/h', { size: 12, fill: C.g300 })
    out += text(hx + 14, hy + 64, `SSD ${Math.round(208 - 20 * Math.sin(t * 4))} m`, { size: 11, fill: C.tealLight, mono: true })
  }
  return out
}

/** An isometric 3D scene: terrain mesh, a road ribbon draped on it, a bridge and a camera path. */
export function scene3d(box: Box, seed: string, o: { yaw?: number; camera?: boolean; light?: boolean } = {}): string {
  const r = rng(seed)
  const hills = Array.from({ length: 4 }, () => ({
    x: r.range(0.1, 0.9),
    y: r.range(0.1, 0.9),
    s: r.range(0.12, 0.25),
    a: r.range(0.6, 1.2),
  }))
  const valley = (u: number) => 0.5 + 0.18 * Math.sin(u * 5)
  const field = (u: number, v: number) => {
    let h = 0
    for (const b of hills) h += b.a * Math.exp(-((u - b.x) ** 2 + (v - b.y) ** 2) / (2 * b.s * b.s))
    return h * (1 - Math.exp(-((v - valley(u)) ** 2) / 0.01) * 0.9)
  }
  const size = 400
  const scale = Math.min(box.w / 720, box.h / 420)
  const origin: P = [box.x + box.w / 2, box.y + box.h * 0.42]
  const yaw = o.yaw ?? 0
  let out = isoTerrain(field, size, 26, origin, scale, {
    stroke: o.light ? C.g500 : C.blueLight,
    opacity: o.light ? 0.45 : 0.4,
    yaw,
    amp: 70,
  })
  // road along the valley
  const road: P[] = []
  for (let i = 0; i <= 40; i += 1) {
    const u = i / 40
    const v = valley(u)
    road.push(iso(u * size - size / 2, v * size - size / 2, field(u, v) * 70 + 4, origin, scale, yaw))
  }
  out += path(pathD(road), C.navy, 9 * scale, 'stroke-opacity="0.9"') + path(pathD(road), C.teal, 3.5 * scale)
  // a bridge deck over the lowest part, with piers
  for (let i = 14; i <= 24; i += 2) {
    const u = i / 40
    const v = valley(u)
    const top = iso(u * size - size / 2, v * size - size / 2, 22, origin, scale, yaw)
    const foot = iso(u * size - size / 2, v * size - size / 2, field(u, v) * 70, origin, scale, yaw)
    out += line(top, foot, o.light ? C.navy : C.g100, 2 * scale)
  }
  if (o.camera) {
    const cam: P[] = []
    for (let i = 0; i <= 30; i += 1) {
      const a = (i / 30) * Math.PI * 1.2 + 0.4
      cam.push(iso(Math.cos(a) * 240, Math.sin(a) * 240, 150, origin, scale, yaw))
    }
    out += path(pathD(cam), C.blue, 1.6, 'stroke-dasharray="6 5"')
    for (const i of [0, 10, 20, 30]) {
      const p = cam[i]
      out += `<rect x="${p[0] - 9}" y="${p[1] - 6}" width="14" height="12" rx="2" fill="${C.blue}"/><path d="M${p[0] + 5} ${p[1] - 3}L${p[0] + 11} ${p[1] - 6}V${p[1] + 6}L${p[0] + 5} ${p[1] + 3}Z" fill="${C.blue}"/>`
    }
  }
  return out
}

/** A cable-stayed bridge as a 3D wire frame: piers, box girder segments, towers and stays. */
export function bridge3d(box: Box, o: { yaw?: number; built?: number; light?: boolean } = {}): string {
  const scale = Math.min(box.w / 760, box.h / 440)
  const origin: P = [box.x + box.w * 0.5, box.y + box.h * 0.55]
  const yaw = o.yaw ?? 0
  const stroke = o.light ? C.navy : C.g100
  const segs = 16
  const built = Math.round((o.built ?? 1) * segs)
  let out = ''
  for (let i = 0; i < segs; i += 1) {
    const x = -320 + i * 40
    out += isoBox(
      [x, -14, 40, 40, 28, 8],
      origin,
      scale,
      i < built ? C.tealLight : C.g500,
      i < built ? 1.2 : 0.8,
      yaw,
      i < built ? `${C.teal}` : undefined,
    )
  }
  for (const x of [-320, -200, 0, 200, 280]) out += isoBox([x + 12, -8, -40, 16, 16, 80], origin, scale, stroke, 1, yaw)
  for (const x of [-120, 120]) {
    out +=
      isoBox([x - 6, -22, 0, 12, 6, 150], origin, scale, C.blue, 1.4, yaw) +
      isoBox([x - 6, 16, 0, 12, 6, 150], origin, scale, C.blue, 1.4, yaw)
    for (let k = 1; k <= 6; k += 1) {
      for (const side of [-22, 19]) {
        const top = iso(x, side, 150 - k * 8, origin, scale, yaw)
        out +=
          line(top, iso(x - k * 16, side, 48, origin, scale, yaw), C.blueLight, 0.8) +
          line(top, iso(x + k * 16, side, 48, origin, scale, yaw), C.blueLight, 0.8)
      }
    }
  }
  // water plane lines
  for (let k = 0; k < 6; k += 1)
    out += line(
      iso(-380, -120 + k * 50, -40, origin, scale, yaw),
      iso(380, -120 + k * 50, -40, origin, scale, yaw),
      C.blue,
      0.8,
      'stroke-opacity="0.35"',
    )
  return out
}

export type PedestalPhase = 'rebar' | 'formwork' | 'pour' | 'curing' | 'tension'
export const PHASE_COLOURS: Record<PedestalPhase, string> = {
  rebar: C.g300,
  formwork: C.blueLight,
  pour: C.blue,
  curing: C.teal,
  tension: C.navy3,
}

/** The pedestal schedule of a precast beam plant: one row per pedestal, one bar per phase; `day` draws a today line. */
export function pedestalSchedule(box: Box, seed: string, o: { rows?: number; days?: number; day?: number; dark?: boolean } = {}): string {
  const r = rng(seed)
  const rows = o.rows ?? 16
  const days = o.days ?? 28
  const fg = o.dark ? C.g200 : C.g700
  const lx = box.x + 70
  const cw = (box.w - 80) / days
  const rh = (box.h - 30) / rows
  let out = ''
  for (let d = 0; d <= days; d += 1) {
    const x = lx + d * cw
    out += line([x, box.y + 20], [x, box.y + box.h], fg, 0.5, 'stroke-opacity="0.2"')
    if (d % 7 === 0 && d < days) out += text(x + 2, box.y + 12, `W${d / 7 + 1}`, { size: 9, fill: fg, mono: true })
  }
  const order: PedestalPhase[] = ['rebar', 'formwork', 'pour', 'curing', 'tension']
  const lengths: Record<PedestalPhase, number> = { rebar: 1.5, formwork: 1, pour: 0.5, curing: 2.5, tension: 1 }
  for (let i = 0; i < rows; i += 1) {
    const y = box.y + 24 + i * rh
    out += text(box.x + 6, y + rh * 0.7, `P-${String(i + 1).padStart(2, '0')}`, { size: 10, fill: fg, mono: true })
    let t = r.range(0, 3)
    while (t < days) {
      for (const ph of order) {
        const len = lengths[ph] * r.range(0.85, 1.2)
        const x0 = lx + t * cw
        const w = Math.min(len, days - t) * cw
        if (w > 0) out += rect(x0, y + rh * 0.2, w - 1, rh * 0.6, PHASE_COLOURS[ph], 'rx="1.5"')
        t += len
        if (t >= days) break
      }
      t += r.range(0.2, 0.8)
    }
  }
  if (o.day !== undefined) {
    const x = lx + o.day * cw
    out +=
      line([x, box.y + 16], [x, box.y + box.h], C.teal, 1.6, 'stroke-dasharray="4 3"') +
      text(x + 4, box.y + 30, 'TODAY', { size: 9, fill: C.teal, weight: 700 })
  }
  return out
}

/** A precast plant in plan: rebar shop, pedestal rows, gantry crane rails, curing sheds, storage yard. */
export function plantLayout(box: Box, o: { crane?: number; light?: boolean } = {}): string {
  const fg = o.light ? C.g700 : C.g200
  const st = o.light ? C.navy : C.g100
  let out = ''
  const zone = (x: number, y: number, w: number, h: number, label: string, colour: string) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${colour}" fill-opacity="0.12" stroke="${colour}" stroke-width="1.2"/>` +
    text(x + 8, y + 16, label, { size: 11, fill: fg, weight: 700 })
  const bx = box.x + 20
  const by = box.y + 20
  const w = box.w - 40
  const h = box.h - 40
  out += zone(bx, by, w * 0.22, h * 0.42, 'Rebar shop', C.blue)
  out += zone(bx, by + h * 0.48, w * 0.22, h * 0.22, 'Batching', C.g500)
  out += zone(bx, by + h * 0.76, w * 0.22, h * 0.24, 'Lab / office', C.g500)
  out += zone(bx + w * 0.26, by, w * 0.5, h, 'Pedestals  T-beam 01-24', C.teal)
  out += zone(bx + w * 0.8, by, w * 0.2, h, 'Storage yard', C.blue)
  // pedestals: 3 columns x 8 rows
  for (let c = 0; c < 3; c += 1) {
    for (let k = 0; k < 8; k += 1) {
      const x = bx + w * 0.29 + c * w * 0.155
      const y = by + 30 + k * ((h - 44) / 8)
      out += `<rect x="${x}" y="${y}" width="${w * 0.13}" height="${(h - 44) / 8 - 8}" rx="2" fill="none" stroke="${st}" stroke-width="1"/>`
      if ((c * 8 + k) % 3 === 0) out += rect(x + 2, y + 2, w * 0.13 - 4, (h - 44) / 8 - 12, C.teal, 'fill-opacity="0.45"')
    }
  }
  // gantry crane rails and the crane bridge
  out +=
    line([bx + w * 0.27, by + 4], [bx + w * 0.27, by + h - 4], C.blue, 2) +
    line([bx + w * 0.99, by + 4], [bx + w * 0.99, by + h - 4], C.blue, 2)
  const cy = by + 20 + (h - 40) * (o.crane ?? 0.35)
  out +=
    rect(bx + w * 0.27, cy - 5, w * 0.72, 10, C.blue, 'fill-opacity="0.85"') +
    rect(bx + w * 0.5, cy - 9, 24, 18, C.navy, `stroke="${C.white}"`)
  // stacked beams in storage
  for (let k = 0; k < 10; k += 1) out += rect(bx + w * 0.82, by + 34 + k * ((h - 50) / 10), w * 0.16, 6, st, 'fill-opacity="0.5"')
  return out
}

/** A smart-site plan: site boundary, building / bridge under construction, crane radii and sensors. */
export function sitePlan(box: Box, seed: string, o: { pulse?: number; dark?: boolean } = {}): string {
  const r = rng(seed)
  const fg = o.dark ? C.g200 : C.g700
  let out = `<rect x="${box.x + 10}" y="${box.y + 10}" width="${box.w - 20}" height="${box.h - 20}" rx="6" fill="none" stroke="${fg}" stroke-dasharray="8 5" stroke-opacity="0.6"/>`
  const road = smooth([
    [box.x + 10, box.y + box.h * 0.75],
    [box.x + box.w * 0.4, box.y + box.h * 0.62],
    [box.x + box.w * 0.7, box.y + box.h * 0.7],
    [box.x + box.w - 10, box.y + box.h * 0.55],
  ])
  out += roadPlan(road, { width: 16, surface: o.dark ? C.navy3 : C.g300, edge: o.dark ? C.g500 : C.g500 })
  out += bridgeElevation(box.x + box.w * 0.12, box.y + box.h * 0.3, box.w * 0.6, {
    spans: 7,
    groundY: box.y + box.h * 0.45,
    stroke: o.dark ? C.g100 : C.navy,
    deck: 6,
  })
  for (let k = 0; k < 3; k += 1) {
    const c: P = [box.x + box.w * (0.22 + k * 0.25), box.y + box.h * 0.38]
    out += circle(c, box.h * 0.2, C.blue, `fill-opacity="0.06" stroke="${C.blue}" stroke-dasharray="4 4"`) + circle(c, 5, C.blue)
  }
  for (let k = 0; k < 9; k += 1) {
    const p: P = [box.x + r.range(0.08, 0.92) * box.w, box.y + r.range(0.12, 0.9) * box.h]
    const pulse = o.pulse ?? 0
    const rr = 6 + ((pulse + k / 9) % 1) * 14
    out += circle(p, rr, 'none', `stroke="${C.teal}" stroke-opacity="${1 - ((pulse + k / 9) % 1)}"`) + circle(p, 4, C.teal)
  }
  return out
}
