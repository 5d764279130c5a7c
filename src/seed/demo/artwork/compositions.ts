/** Banners, case and news covers, lesson and video covers, logos, and the animated clip scenes. */
import type { Locale } from '@/i18n/locales'
import { escapeMarkup } from '@/lib/escape'

import {
  bridgeElevation,
  circle,
  contours,
  FONT,
  fontOf,
  grid,
  hasCjk,
  iso,
  isoBox,
  line,
  linearGradient,
  type P,
  PALETTE as C,
  partial,
  path,
  pathD,
  pointAt,
  polylineLength,
  radialGlow,
  railPlan,
  rect,
  rng,
  roadPlan,
  smooth,
  stations,
  svgDoc,
  terrain,
  text,
  tunnelSection,
} from './kit'
import {
  bridge3d,
  crossSection,
  drivingView,
  interchange,
  pedestalSchedule,
  plantLayout,
  profile,
  scene3d,
  schemePlan,
  sitePlan,
} from './scenes'
import type { Box } from './ui'

/** Dark background shared by banners and covers: gradient, glow, grid; `fadeFrom` keeps the left side calm. */
function backdrop(w: number, h: number, seed: string, fadeFrom = 0): { defs: string; body: string } {
  const r = rng(seed)
  const defs =
    linearGradient(
      'bg',
      [
        [0, C.ink],
        [0.55, C.navy],
        [1, C.navy2],
      ],
      false,
    ) +
    radialGlow('glow', C.blue, 0.35) +
    linearGradient(
      'fadeG',
      [
        [0, '#000'],
        [Math.max(0, fadeFrom - 0.05), '#000'],
        [Math.min(1, fadeFrom + 0.2), '#fff'],
        [1, '#fff'],
      ],
      false,
    ) +
    `<mask id="fade"><rect width="${w}" height="${h}" fill="url(#fadeG)"/></mask>`
  let body = rect(0, 0, w, h, 'url(#bg)')
  body += `<ellipse cx="${w * r.range(0.65, 0.8)}" cy="${h * 0.45}" rx="${w * 0.35}" ry="${h * 0.7}" fill="url(#glow)"/>`
  body += grid(0, 0, w, h, 40, C.blueLight, 0.05)
  return { defs, body }
}

/* ------------------------------------------------------------------ banners (1920 x 600) */

export type BannerKind = 'design' | 'infra' | 'construction'

export function banner(kind: BannerKind): string {
  const W = 1920
  const H = 600
  const { defs, body } = backdrop(W, H, `banner-${kind}`, 0.38)
  let art = ''
  const field = terrain(`banner-${kind}`, W, H, 8)
  art += contours(field, { x: 0, y: 0, w: W, h: H }, { cell: 16, levels: 18, stroke: C.blueLight, opacity: 0.18 })
  if (kind === 'design') {
    const ctrl: P[] = [
      [560, 520],
      [860, 420],
      [1120, 470],
      [1380, 300],
      [1640, 330],
      [1960, 160],
    ]
    const pts = smooth(ctrl, 20)
    art += path(
      pathD(smooth(ctrl.map(([x, y], i) => [x, y + (i % 2 ? 70 : -40)] as P))),
      C.teal,
      2,
      'stroke-dasharray="12 8" stroke-opacity="0.8"',
    )
    art += path(pathD(pts), C.blue, 30, 'stroke-opacity="0.18"')
    art += roadPlan(pts, { width: 14, surface: C.blue, edge: C.blueLight })
    art += stations(pts, { every: 56, labelEvery: 5, startKm: 8, metresPerPx: 8, colour: C.g200, size: 11 })
    ctrl.slice(1, -1).forEach((p) => (art += circle(p, 5, 'none', `stroke="${C.white}" stroke-width="1.5"`)))
    // floating cards: profile and a cross-section
    const card = (x: number, y: number, w: number, h: number, inner: string) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.ink}" fill-opacity="0.78" stroke="${C.navy3}"/>${inner}`
    art += card(1300, 400, 440, 170, profile({ x: 1300, y: 396, w: 440, h: 170 }, 'banner-design', { band: false }))
    art += card(1500, 60, 340, 170, crossSection({ x: 1500, y: 60, w: 340, h: 170 }, 'banner-sec', false))
  } else if (kind === 'infra') {
    // river
    art += rect(0, 430, W, 170, C.blue, 'fill-opacity="0.10"')
    for (let k = 0; k < 7; k += 1)
      art += line([560 + k * 30, 450 + k * 20], [W, 450 + k * 20], C.blueLight, 1, `stroke-opacity="${0.35 - k * 0.04}"`)
    art += bridgeElevation(700, 360, 1180, {
      spans: 8,
      groundY: 470,
      cableStayed: true,
      towerAt: 0.5,
      towerH: 260,
      stroke: C.g100,
      accent: C.tealLight,
      deck: 10,
    })
    // rail viaduct behind, with a train
    art += bridgeElevation(640, 250, 700, { spans: 10, groundY: 430, stroke: C.blueLight, deck: 6 })
    for (let k = 0; k < 6; k += 1) art += rect(900 + k * 46, 232, 42, 16, C.teal, 'rx="4" fill-opacity="0.9"')
    art += tunnelSection([1780, 250], 70, { stroke: C.g200, accent: C.tealLight })
  } else {
    const origin: P = [1260, 250]
    const s = 1.15
    for (let row = 0; row < 4; row += 1) {
      for (let col = 0; col < 6; col += 1) {
        art += isoBox([col * 70 - 200, row * 60 - 100, 0, 56, 16, 6], origin, s, C.blueLight, 1)
        if ((row + col) % 3 !== 0) art += isoBox([col * 70 - 198, row * 60 - 98, 6, 52, 12, 14], origin, s, C.tealLight, 1.2, 0, C.teal)
      }
    }
    // gantry crane
    const g = (x: number, y: number, z: number) => iso(x, y, z, origin, s)
    // a gantry crane spanning the pedestal rows, on rails along the plant
    for (const y of [-150, -30]) {
      art += line(g(-260, y, 0), g(-260, y, 70), C.g100, 2) + line(g(260, y, 0), g(260, y, 70), C.g100, 2)
      art += line(g(-260, y, 70), g(260, y, 70), C.g100, 2.5)
    }
    art += line(g(-260, -150, 70), g(-260, -30, 70), C.g100, 1.5) + line(g(260, -150, 70), g(260, -30, 70), C.g100, 1.5)
    art += isoBox([-20, -150, 62, 40, 120, 14], origin, s, C.tealLight, 1.2)
    for (const x of [-260, 260]) art += line(g(x, -220, 0), g(x, 200, 0), C.blue, 2, 'stroke-opacity="0.7"')
    // floating dashboard cards
    const card = (x: number, y: number, w: number, h: number) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.ink}" fill-opacity="0.8" stroke="${C.navy3}"/>`
    art += card(1560, 60, 300, 150) + pedestalSchedule({ x: 1566, y: 66, w: 288, h: 138 }, 'banner-ped', { rows: 8, days: 14, dark: true })
    art += card(620, 380, 260, 150)
    const vals = [40, 62, 55, 78, 70, 88, 82]
    vals.forEach((v, i) => (art += rect(650 + i * 32, 500 - v, 18, v, i % 2 ? C.teal : C.blue, 'rx="2"')))
    art +=
      card(1620, 380, 240, 150) +
      circle([1740, 455], 46, 'none', `stroke="${C.navy3}" stroke-width="10"`) +
      `<circle cx="1740" cy="455" r="46" fill="none" stroke="${C.teal}" stroke-width="10" stroke-dasharray="230 400" transform="rotate(-90 1740 455)"/>`
  }
  return svgDoc(W, H, body + `<g mask="url(#fade)">${art}</g>` + rect(0, H - 4, W, 4, C.teal, 'fill-opacity="0.6"'), defs)
}

/* ------------------------------------------------------------------ case covers (1200 x 675) */

export type CaseMotif =
  'cableBridge' | 'shieldTunnel' | 'tunnelProfile' | 'mountainExpressway' | 'urbanInterchange' | 'railHub' | 'waterway' | 'parkAvenue'

function caption(x: number, y: number, s: string): string {
  return rect(x, y - 14, 4, 18, C.teal) + text(x + 14, y, s, { size: 16, fill: C.g100, weight: 700, spacing: 3 })
}

export function caseCover(motif: CaseMotif, label: string): string {
  const W = 1200
  const H = 675
  const { defs, body } = backdrop(W, H, `case-${motif}`)
  return svgDoc(W, H, body + CASE_ART[motif](W, H) + caption(48, H - 44, label), defs)
}

/** The picture of each case motif on a W x H cover (over the backdrop, under the caption). */
const CASE_ART: Record<CaseMotif, (W: number, H: number) => string> = {
  cableBridge: cableBridgeArt,
  shieldTunnel: shieldTunnelArt,
  tunnelProfile: tunnelProfileArt,
  mountainExpressway: (W, H) => schemePlan({ x: 0, y: 40, w: W, h: H - 80 }, 'mountain-exp', { alternatives: false, labels: false }),
  urbanInterchange: (W, H) => grid(0, 0, W, H, 60, C.g300, 0.1, 2) + interchange({ x: 0, y: 0, w: W, h: H }, { labels: false }),
  railHub: railHubArt,
  waterway: waterwayArt,
  parkAvenue: parkAvenueArt,
}

/** A cable-stayed bridge over a river, contour lines behind. */
function cableBridgeArt(W: number, H: number): string {
  let art = contours(terrain('cb', W, H), { x: 0, y: 0, w: W, h: H }, { cell: 18, opacity: 0.12 })
  art += rect(0, 470, W, 205, C.blue, 'fill-opacity="0.12"')
  for (let k = 0; k < 6; k += 1) art += line([0, 490 + k * 28], [W, 490 + k * 28], C.blueLight, 1, `stroke-opacity="${0.3 - k * 0.04}"`)
  art += bridgeElevation(60, 400, 1080, {
    spans: 6,
    groundY: 520,
    cableStayed: true,
    towerAt: 0.5,
    towerH: 280,
    stroke: C.g100,
    accent: C.tealLight,
    deck: 12,
  })
  return art
}

/** Two shield-tunnel sections under ground strata and a river. */
function shieldTunnelArt(W: number): string {
  let art = ''
  for (let k = 0; k < 5; k += 1) {
    const pts: P[] = []
    for (let x = 0; x <= W; x += 20) pts.push([x, 250 + k * 80 + Math.sin(x / 140 + k) * 12])
    art += path(pathD(pts), k === 0 ? C.blueLight : C.g500, k === 0 ? 2 : 1, `stroke-opacity="${k === 0 ? 0.9 : 0.5}"`)
  }
  art += rect(0, 90, W, 150, C.blue, 'fill-opacity="0.12"')
  for (let k = 0; k < 5; k += 1)
    art += line([0, 110 + k * 26], [W, 110 + k * 26], C.blueLight, 1, 'stroke-opacity="0.25" stroke-dasharray="30 12"')
  art += tunnelSection([430, 450], 120, { stroke: C.g100, accent: C.tealLight, segments: 10 })
  art += tunnelSection([770, 450], 120, { stroke: C.g100, accent: C.tealLight, segments: 10 })
  return art
}

/** A tunnel in long section: the ground line, the tube dipping under a river, its segments. */
function tunnelProfileArt(W: number): string {
  const ground: P[] = [
    [0, 230],
    [180, 240],
    [300, 330],
    [900, 330],
    [1020, 240],
    [1200, 230],
  ]
  let art = rect(300, 270, 600, 60, C.blue, 'fill-opacity="0.18"')
  art += path(pathD(ground), C.g200, 2)
  const tube = smooth(
    [
      [80, 250],
      [260, 300],
      [420, 440],
      [780, 440],
      [940, 300],
      [1120, 250],
    ],
    16,
  )
  art +=
    path(pathD(tube), C.teal, 26, 'stroke-opacity="0.25"') +
    path(pathD(offset2(tube, 13)), C.tealLight, 2) +
    path(pathD(offset2(tube, -13)), C.tealLight, 2)
  for (let k = 0; k < 8; k += 1) art += rect(440 + k * 42, 427, 40, 26, 'none', `stroke="${C.g100}" stroke-width="1.2"`)
  for (let k = 0; k < 6; k += 1) art += line([0, 520 + k * 26], [W, 520 + k * 26], C.g500, 1, 'stroke-opacity="0.3"')
  return art
}

/** Six rail lines converging on a station. */
function railHubArt(): string {
  let art = ''
  const hub: P = [600, 340]
  for (let k = 0; k < 6; k += 1) {
    const a = (k / 6) * Math.PI * 2 + 0.3
    const far: P = [hub[0] + Math.cos(a) * 720, hub[1] + Math.sin(a) * 460]
    const mid: P = [hub[0] + Math.cos(a + 0.25) * 320, hub[1] + Math.sin(a + 0.25) * 200]
    art += railPlan(smooth([far, mid, [hub[0] + Math.cos(a) * 110, hub[1] + Math.sin(a) * 60]], 20), {
      colour: k % 2 ? C.g100 : C.tealLight,
    })
  }
  art += `<rect x="${hub[0] - 150}" y="${hub[1] - 60}" width="300" height="120" rx="14" fill="${C.navy2}" stroke="${C.tealLight}" stroke-width="2"/>`
  for (let k = 0; k < 5; k += 1) art += line([hub[0] - 130, hub[1] - 40 + k * 20], [hub[0] + 130, hub[1] - 40 + k * 20], C.g200, 1.2)
  return art
}

/** A river between two banks, its channel lines, two bridges across, contour lines above. */
function waterwayArt(W: number, H: number): string {
  let art = ''
  const bank1 = smooth([
    [0, 200],
    [400, 170],
    [800, 230],
    [1200, 190],
  ])
  const bank2 = smooth([
    [0, 520],
    [400, 490],
    [800, 540],
    [1200, 500],
  ])
  art += `<path d="${pathD([...bank1, ...bank2.slice().reverse()], true)}" fill="${C.blue}" fill-opacity="0.14"/>`
  art += path(pathD(bank1), C.g200, 2) + path(pathD(bank2), C.g200, 2)
  for (let k = 1; k < 5; k += 1) {
    const t = k / 5
    art += path(
      pathD(bank1.map((p, i) => [p[0], p[1] + (bank2[i][1] - p[1]) * t] as P)),
      C.blueLight,
      1,
      `stroke-opacity="0.35" ${k === 2 || k === 3 ? 'stroke-dasharray="18 10"' : ''}`,
    )
  }
  for (const x of [300, 860]) {
    art +=
      line([x, 140], [x + 40, 580], C.g100, 10, 'stroke-opacity="0.9"') +
      line([x - 30, 150], [x + 10, 590], C.g100, 1) +
      line([x + 30, 130], [x + 70, 570], C.g100, 1)
  }
  art += contours(terrain('ww', W, H), { x: 0, y: 0, w: W, h: 170 }, { cell: 14, opacity: 0.18 })
  return art
}

/** An avenue through blocks of buildings, lined with trees. */
function parkAvenueArt(W: number, H: number): string {
  const r = rng('parkAvenue')
  let art = grid(0, 0, W, H, 30, C.g300, 0.08, 4)
  for (let i = 0; i < 5; i += 1) {
    for (let j = 0; j < 3; j += 1) {
      const x = 40 + i * 230
      const y = j === 0 ? 40 : j === 1 ? 400 : 530
      if (j === 2) continue
      art += `<rect x="${x}" y="${y}" width="200" height="${j === 0 ? 220 : 240}" rx="6" fill="${C.navy2}" stroke="${C.navy3}"/>`
      art += isoBox([0, 0, 0, 60, 40, 24 + r.int(0, 30)], [x + 100, y + (j === 0 ? 120 : 130)], 1, C.blueLight, 1)
    }
  }
  const av: P[] = [
    [-20, 330],
    [W + 20, 330],
  ]
  art += roadPlan(av, { width: 90, surface: C.navy3, edge: C.g200 })
  art += line([-20, 330], [W + 20, 330], C.teal, 10, 'stroke-opacity="0.6"')
  for (let x = 10; x < W; x += 38)
    art += circle([x, 278], 7, C.teal, 'fill-opacity="0.5"') + circle([x + 19, 382], 7, C.teal, 'fill-opacity="0.5"')
  return art
}

function offset2(pts: P[], d: number): P[] {
  return pts.map((p, i) => {
    const a = pts[Math.max(0, i - 1)]
    const b = pts[Math.min(pts.length - 1, i + 1)]
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    return [p[0] - ((b[1] - a[1]) / len) * d, p[1] + ((b[0] - a[0]) / len) * d]
  })
}

/* ------------------------------------------------------------------ news covers (960 x 540) */

export type NewsTheme =
  | 'plan'
  | 'profile'
  | 'interchange'
  | 'bridge'
  | 'tunnel'
  | 'rail'
  | 'dashboard'
  | 'plant'
  | 'scene'
  | 'drive'
  | 'event'
  | 'notice'
  | 'section'
  | 'site'

export function newsCover(theme: NewsTheme, seed: string, tag: string): string {
  const W = 960
  const H = 540
  const { defs, body } = backdrop(W, H, `news-${seed}`)
  const art = NEWS_ART[theme](seed, { x: 0, y: 0, w: W, h: H })
  return svgDoc(W, H, body + art + caption(40, H - 34, tag), defs)
}

/** The picture of each news theme, drawn from the seed on a cover of the size of `box` (over the backdrop, under the tag). */
const NEWS_ART: Record<NewsTheme, (seed: string, box: Box) => string> = {
  plan: (seed, box) => schemePlan(box, seed, { labels: false }),
  profile: (seed, box) => profile({ x: 60, y: 50, w: box.w - 120, h: box.h - 130 }, seed, { band: false }),
  interchange: (_seed, box) => interchange({ x: 120, y: 0, w: 720, h: box.h }, { labels: false }),
  bridge: (seed, box) => bridge3d(box, { yaw: rng(seed).range(-0.2, 0.2) }),
  tunnel: (_seed, box) =>
    tunnelSection([box.w / 2, box.h / 2], 170, { stroke: C.g100, accent: C.tealLight, segments: 12 }) +
    tunnelSection([box.w / 2, box.h / 2], 110, { stroke: C.g300, accent: C.blue, rings: 1 }),
  rail: railNewsArt,
  dashboard: dashboardNewsArt,
  plant: (seed) => plantLayout({ x: 60, y: 40, w: 840, h: 400 }, { crane: rng(seed).next() }),
  scene: (seed, box) => scene3d(box, seed),
  drive: (seed, box) => drivingView(box, rng(seed).next(), false),
  event: eventNewsArt,
  notice: noticeNewsArt,
  section: (seed) => crossSection({ x: 80, y: 40, w: 800, h: 420 }, seed, false),
  site: (seed) => sitePlan({ x: 40, y: 30, w: 880, h: 420 }, seed, { dark: true }),
}

/** Two railway lines climbing across the cover. */
function railNewsArt(): string {
  return (
    railPlan(
      smooth(
        [
          [-20, 420],
          [300, 360],
          [600, 200],
          [980, 140],
        ],
        24,
      ),
    ) +
    railPlan(
      smooth(
        [
          [-20, 460],
          [320, 400],
          [620, 250],
          [980, 190],
        ],
        24,
      ),
      { colour: C.tealLight },
    )
  )
}

/** A dashboard panel: a site plan and a bar chart. */
function dashboardNewsArt(seed: string): string {
  let art = `<rect x="80" y="60" width="800" height="400" rx="14" fill="${C.ink}" fill-opacity="0.7" stroke="${C.navy3}"/>`
  art += sitePlan({ x: 100, y: 80, w: 460, h: 360 }, seed, { dark: true, pulse: 0.4 })
  const vals = [30, 55, 48, 70, 64, 82]
  vals.forEach((v, i) => (art += rect(600 + i * 44, 420 - v * 3, 26, v * 3, i % 2 ? C.teal : C.blue, 'rx="3"')))
  return art
}

/** A conference stage: a wide screen showing a profile, rows of seats as arcs. */
function eventNewsArt(seed: string): string {
  let art = `<rect x="180" y="50" width="600" height="250" rx="8" fill="${C.ink}" stroke="${C.blueLight}" stroke-opacity="0.6"/>`
  art += profile({ x: 180, y: 50, w: 600, h: 250 }, seed, { band: false })
  art += rect(140, 320, 680, 12, C.navy3, 'rx="6"')
  for (let row = 0; row < 4; row += 1) {
    for (let k = 0; k < 16 + row * 2; k += 1) {
      const a = Math.PI * (0.15 + (0.7 * k) / (15 + row * 2))
      art += circle(
        [480 - Math.cos(a) * (300 + row * 60), 360 + Math.sin(a) * (40 + row * 34)],
        6,
        row % 2 ? C.blueLight : C.tealLight,
        'fill-opacity="0.6"',
      )
    }
  }
  return art
}

/** A notice sheet with a check mark, contour lines over the cover. */
function noticeNewsArt(seed: string, box: Box): string {
  let art = `<rect x="300" y="60" width="360" height="400" rx="12" fill="${C.g50}" fill-opacity="0.95"/>`
  art += rect(300, 60, 360, 60, C.blue, 'rx="12"') + rect(300, 100, 360, 20, C.blue)
  for (let k = 0; k < 8; k += 1) art += rect(340, 150 + k * 34, k % 3 === 2 ? 180 : 280, 10, C.g300, 'rx="5"')
  art += circle([640, 430], 54, C.teal) + path('M612 430l18 18l34 -36', C.white, 8)
  art += contours(terrain(seed, box.w, box.h), box, { cell: 18, opacity: 0.12 })
  return art
}

/* ------------------------------------------------------------------ clip scenes (640 x 360 view) */

export type ClipKind = 'airoad' | 'eicad' | 'ticad' | 'vrRoad' | 'Report3D' | 'productSzhjsgl' | 'zhgd' | 'zngc'

export const CLIP_LABELS: Record<ClipKind, string> = {
  airoad: 'AIRoad  /  rapid scheme design',
  eicad: 'EICAD  /  road & interchange design',
  ticad: 'TICAD  /  rail transit line design',
  vrRoad: 'VRRoad  /  driving simulation',
  Report3D: 'Report3D  /  3D presentation',
  productSzhjsgl: 'BuildOps  /  construction management',
  zhgd: 'SiteLink  /  smart construction site',
  zngc: 'BeamYard  /  smart beam plant',
}

/** The clip labels in Chinese (the product's name stays as it is sold). */
export const CLIP_LABELS_ZH: Record<ClipKind, string> = {
  airoad: 'AIRoad  /  快速方案设计',
  eicad: 'EICAD  /  道路与互通立交设计',
  ticad: 'TICAD  /  轨道交通线路设计',
  vrRoad: 'VRRoad  /  驾驶仿真',
  Report3D: 'Report3D  /  三维汇报',
  productSzhjsgl: 'BuildOps  /  数字化建设管理',
  zhgd: 'SiteLink  /  智慧工地',
  zngc: 'BeamYard  /  智能梁场',
}

const clipLabel = (kind: ClipKind, lang: Locale) => (lang === 'zh' ? CLIP_LABELS_ZH : CLIP_LABELS)[kind]

/**
 * One frame (t from 0 to 1) of a product clip, drawn in a 640 x 360 view box, rendered at `w` x `h`; its label in
 * `lang` (the posters are drawn in both languages).
 */
export function clipFrame(kind: ClipKind, t: number, w = 640, h = 360, play = false, chrome = true, lang: Locale = 'en'): string {
  const W = 640
  const H = 360
  const box: Box = { x: 0, y: 0, w: W, h: H }
  let art = rect(0, 0, W, H, C.ink) + grid(0, 0, W, H, 20, C.blueLight, 0.05)
  const ease = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2)
  switch (kind) {
    case 'airoad':
      art += schemePlan(box, 'clip-airoad', { progress: Math.min(1, ease(t) * 1.15), labels: false })
      break
    case 'eicad':
      art += interchange({ x: 80, y: 0, w: 480, h: H }, { progress: Math.min(1, t * 1.2), labels: false })
      break
    case 'ticad': {
      const route = smooth(
        [
          [-10, 300],
          [160, 250],
          [300, 130],
          [470, 150],
          [650, 60],
        ],
        20,
      )
      art += railPlan(route, { colour: C.g100 })
      const len = polylineLength(route)
      ;[0.15, 0.4, 0.62, 0.86].forEach((s, i) => {
        const { p } = pointAt(route, len * s)
        const lit = ease(t) > s - 0.05
        art +=
          circle(p, 9, lit ? C.teal : C.navy2, `stroke="${C.white}" stroke-width="2"`) +
          text(p[0], p[1] - 16, `ST0${i + 5}`, { size: 11, fill: C.g100, anchor: 'middle', mono: true })
      })
      const train = partial(route, ease(t))
      const tail = partial(route, Math.max(0, ease(t) - 0.12))
      art += path(pathD(train.slice(tail.length - 1)), C.tealLight, 9)
      break
    }
    case 'vrRoad':
      art += drivingView(box, t)
      break
    case 'Report3D':
      art += scene3d(box, 'clip-r3d', { yaw: -0.35 + t * 0.7, camera: false })
      break
    case 'productSzhjsgl':
      art += bridge3d(box, { built: 0.1 + 0.9 * ease(t), yaw: -0.1 + t * 0.2 })
      break
    case 'zhgd':
      art += sitePlan({ x: 20, y: 20, w: 600, h: 300 }, 'clip-site', { dark: true, pulse: t * 2 })
      break
    case 'zngc':
      art += plantLayout({ x: 20, y: 16, w: 600, h: 310 }, { crane: 0.1 + 0.8 * Math.sin(t * Math.PI) })
      break
  }
  // progress bar and label: the same chrome on every clip
  if (chrome) art += rect(0, H - 30, W, 30, C.ink, 'fill-opacity="0.85"') + rect(0, H - 3, W * t, 3, C.teal)
  if (chrome)
    art += `<text x="16" y="${H - 11}" font-family="${fontOf(clipLabel(kind, lang))}" font-size="12" fill="${C.g100}" xml:space="preserve">${escapeMarkup(clipLabel(kind, lang))}</text>`
  if (play) {
    art +=
      circle([W / 2, H / 2], 34, C.ink, `fill-opacity="0.6" stroke="${C.white}" stroke-width="2"`) +
      `<path d="M${W / 2 - 10} ${H / 2 - 15}L${W / 2 + 16} ${H / 2}L${W / 2 - 10} ${H / 2 + 15}Z" fill="${C.white}"/>`
  }
  return svgDoc(w, h, art, '', { w: W, h: H })
}

/* ------------------------------------------------------------------ lesson covers (640 x 360) */

/** The levels of the teaching albums, in Chinese. */
const LEVEL_ZH: Record<string, string> = { Basics: '入门', Advanced: '进阶', Platform: '平台' }

export function lessonCover(kind: ClipKind, n: number, level: string, lang: Locale = 'en'): string {
  const W = 640
  const H = 360
  let b = rect(0, 0, W, H, C.g50) + grid(0, 0, W, H, 20, C.g500, 0.06)
  b += `<clipPath id="lc"><rect x="300" y="30" width="310" height="300" rx="12"/></clipPath><g clip-path="url(#lc)">`
  b += `${clipFrame(kind, 0.7 + (n % 3) * 0.1, 310, 300, false, false).replace('<svg ', '<svg x="300" y="30" preserveAspectRatio="xMidYMid slice" ')}</g>`
  b += text(36, 130, String(n).padStart(2, '0'), { size: 84, fill: C.navy, weight: 700 })
  b += rect(36, 156, 48, 5, C.teal)
  b += text(36, 200, CLIP_LABELS[kind].split('  /  ')[0], { size: 24, fill: C.navy, weight: 700 })
  b += text(36, 230, lang === 'zh' ? (LEVEL_ZH[level] ?? level) : level.toUpperCase(), {
    size: lang === 'zh' ? 15 : 13,
    fill: C.g500,
    spacing: 2,
  })
  b +=
    `<rect x="36" y="280" width="120" height="34" rx="17" fill="${C.blue}"/>` +
    text(96, 302, lang === 'zh' ? '课程' : 'LESSON', {
      size: lang === 'zh' ? 15 : 13,
      fill: C.white,
      anchor: 'middle',
      weight: 700,
      spacing: 2,
    })
  return svgDoc(W, H, b)
}

/* ------------------------------------------------------------------ logos */

/** The company mark: a rounded square with two lanes of a curving road and a survey point. */
function mark(x: number, y: number, s: number): string {
  const k = s / 100
  const p = (px: number, py: number) => `${x + px * k} ${y + py * k}`
  return (
    `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${22 * k}" fill="${C.navy}"/>` +
    `<path d="M${p(18, 86)}C${p(34, 52)} ${p(58, 60)} ${p(70, 22)}" fill="none" stroke="${C.blue}" stroke-width="${12 * k}" stroke-linecap="round"/>` +
    `<path d="M${p(40, 88)}C${p(54, 64)} ${p(76, 66)} ${p(84, 36)}" fill="none" stroke="${C.white}" stroke-width="${6 * k}" stroke-linecap="round"/>` +
    `<circle cx="${x + 78 * k}" cy="${y + 20 * k}" r="${8 * k}" fill="${C.teal}"/>`
  )
}

export function companyLogo(onDark: boolean): string {
  const W = 560
  const H = 140
  const fg = onDark ? C.white : C.navy
  let b = mark(10, 20, 100)
  b += `<text x="132" y="86" font-family="${FONT}" font-size="58" font-weight="700" fill="${fg}" letter-spacing="2">YUNQU</text>`
  b += `<text x="136" y="118" font-family="${FONT}" font-size="19" fill="${onDark ? C.tealLight : C.teal}" letter-spacing="7.5">DIGITAL ENGINEERING</text>`
  return svgDoc(W, H, b)
}

export function companyMark(): string {
  return svgDoc(320, 320, rect(0, 0, 320, 320, C.white) + mark(40, 40, 240))
}

export type PartnerShape = 'circle' | 'hexagon' | 'shield' | 'square' | 'arch'

export function partnerLogo(initials: string, lines: [string, string], shape: PartnerShape, seed: string): string {
  const W = 360
  const H = 160
  const r = rng(seed)
  const colour = r.pick([C.navy, C.blue, C.teal, C.navy3, C.g700])
  const cx = 70
  const cy = 80
  let emblem = ''
  switch (shape) {
    case 'circle':
      emblem = circle([cx, cy], 46, colour) + circle([cx, cy], 38, 'none', `stroke="${C.white}" stroke-opacity="0.6" stroke-width="1.5"`)
      break
    case 'hexagon':
      emblem = `<path d="${pathD(
        Array.from(
          { length: 6 },
          (_, i) => [cx + 48 * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + 48 * Math.sin((Math.PI / 3) * i + Math.PI / 6)] as P,
        ),
        true,
      )}" fill="${colour}"/>`
      break
    case 'shield':
      emblem = `<path d="M${cx - 42} ${cy - 46}H${cx + 42}V${cy + 4}C${cx + 42} ${cy + 30} ${cx + 20} ${cy + 44} ${cx} ${cy + 52}C${cx - 20} ${cy + 44} ${cx - 42} ${cy + 30} ${cx - 42} ${cy + 4}Z" fill="${colour}"/>`
      break
    case 'square':
      emblem =
        `<rect x="${cx - 44}" y="${cy - 44}" width="88" height="88" rx="10" fill="${colour}"/>` +
        line([cx - 34, cy + 30], [cx + 34, cy + 30], C.white, 2, 'stroke-opacity="0.6"')
      break
    case 'arch':
      emblem =
        `<path d="M${cx - 46} ${cy + 46}V${cy - 6}A46 46 0 0 1 ${cx + 46} ${cy - 6}V${cy + 46}Z" fill="${colour}"/>` +
        line([cx - 30, cy + 32], [cx + 30, cy + 32], C.white, 2, 'stroke-opacity="0.6"')
      break
  }
  const size = initials.length > 2 ? 26 : 32
  let b = rect(0, 0, W, H, C.white) + emblem
  b += `<text x="${cx}" y="${cy + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${C.white}" text-anchor="middle">${escapeMarkup(initials)}</text>`
  // sizes chosen so the longest names still fit the 210 px beside the emblem (DejaVu capitals ~0.7 em wide)
  // (a Chinese character is about 1 em wide)
  const fit = (s: string, max: number, spacing: number) => {
    const ems = [...s].reduce((sum, ch) => sum + (hasCjk(ch) ? 1 : 0.7), 0)
    return Math.round(Math.min(max, (206 - spacing * s.length) / ems) * 10) / 10
  }
  b += text(138, 76, lines[0], { size: fit(lines[0], 22, 1), fill: C.navy, weight: 700, spacing: 1 })
  b += text(139, 102, lines[1], { size: fit(lines[1], 12, 1), fill: C.g500, spacing: 1 })
  return svgDoc(W, H, b)
}

/** The about-us picture: a network of project nodes over contour lines (no map, no borders). */
export function networkArt(): string {
  const W = 1200
  const H = 675
  const { defs, body } = backdrop(W, H, 'about')
  const r = rng('about-net')
  let art = contours(terrain('about', W, H, 9), { x: 0, y: 0, w: W, h: H }, { cell: 18, opacity: 0.16 })
  const nodes: P[] = Array.from({ length: 26 }, () => [r.range(80, W - 80), r.range(70, H - 90)])
  const hub: P = [W * 0.55, H * 0.45]
  nodes.forEach((n) => (art += line(hub, n, C.blueLight, 1, 'stroke-opacity="0.3"')))
  nodes.forEach((n, i) => {
    const near = nodes[(i * 7) % nodes.length]
    art += line(n, near, C.tealLight, 1, 'stroke-opacity="0.25"')
    art += circle(n, 10, C.teal, 'fill-opacity="0.18"') + circle(n, 4, C.tealLight)
  })
  art += circle(hub, 36, C.blue, 'fill-opacity="0.2"') + circle(hub, 14, C.blue, `stroke="${C.white}" stroke-width="3"`)
  return svgDoc(W, H, body + art, defs)
}

/* ------------------------------------------------------------------ site files (scripts/site-images.ts) */

/** The mark alone on a transparent ground: the drawing of the favicon. */
export function companyIcon(): string {
  return svgDoc(100, 100, mark(0, 0, 100))
}

/** The default share card (Open Graph, 1200 x 630): the logo on the left, an interchange fading in on the right. */
export function shareCard(): string {
  const W = 1200
  const H = 630
  const { defs, body } = backdrop(W, H, 'share', 0.4)
  const art = `<g mask="url(#fade)">${interchange({ x: 480, y: 20, w: 720, h: H - 40 }, { labels: false })}</g>`
  const logo = companyLogo(true).replace('<svg ', '<svg x="70" y="245" ')
  return svgDoc(W, H, body + art + logo, defs)
}

/** The square share card (600 x 600): what chat apps that crop to a square (WeChat) show beside a link. */
export function shareCardSquare(): string {
  const S = 600
  const { defs, body } = backdrop(S, S, 'share-square', 0.2)
  const art = `<g mask="url(#fade)" opacity="0.55">${interchange({ x: 40, y: 300, w: 520, h: 280 }, { labels: false })}</g>`
  const logo = companyLogo(true).replace('<svg ', '<svg x="20" y="150" ')
  return svgDoc(S, S, body + art + logo, defs)
}
