/** Mock software chrome: a desktop CAD window and a web dashboard frame, in the demo palette. */
import { escapeMarkup } from '@/lib/escape'

import { fontOf, PALETTE as C, rect, svgDoc, text, words } from './kit'

export type Box = { x: number; y: number; w: number; h: number }

export type AppWindowSpec = {
  product: string
  file: string
  menus?: string[]
  tools?: number
  tree: string[]
  treeActive?: number
  props: Array<[string, string]>
  propsTitle?: string
  status: string
  /** The drawing area (dark CAD canvas). */
  canvas: (box: Box) => string
  canvasLight?: boolean
}

const W = 1280
const H = 800

function toolIcon(x: number, y: number, i: number): string {
  const s = 14
  const shapes = [
    `<path d="M${x} ${y + s}L${x + s} ${y}" stroke="${C.g700}" stroke-width="1.6"/>`,
    `<rect x="${x + 1}" y="${y + 1}" width="${s - 2}" height="${s - 2}" fill="none" stroke="${C.g700}" stroke-width="1.4"/>`,
    `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s / 2 - 1}" fill="none" stroke="${C.g700}" stroke-width="1.4"/>`,
    `<path d="M${x} ${y + s}Q${x + s / 2} ${y - 4} ${x + s} ${y + s}" fill="none" stroke="${C.blue}" stroke-width="1.6"/>`,
    `<path d="M${x} ${y + s / 2}H${x + s}M${x + s / 2} ${y}V${y + s}" stroke="${C.g700}" stroke-width="1.4"/>`,
    `<path d="M${x} ${y + s}L${x + s / 2} ${y}L${x + s} ${y + s}Z" fill="none" stroke="${C.teal}" stroke-width="1.4"/>`,
  ]
  return shapes[i % shapes.length]
}

/** A desktop design application: title bar, menus, toolbar, layer tree, canvas, property panel, status bar. */
export function appWindow(spec: AppWindowSpec): string {
  const menus = spec.menus ?? ['File', 'Edit', 'View', 'Alignment', 'Profile', 'Section', 'Tools', 'Help']
  let b = rect(0, 0, W, H, C.g100)
  // title bar
  b += rect(0, 0, W, 34, C.navy)
  b += `<rect x="14" y="9" width="16" height="16" rx="4" fill="${C.blue}"/><path d="M17 21 Q22 10 27 13" stroke="${C.white}" stroke-width="1.6" fill="none"/>`
  b += text(40, 22, `${spec.product}  -  ${spec.file}`, { size: 13, fill: C.g100 })
  for (let i = 0; i < 3; i += 1)
    b += `<rect x="${W - 90 + i * 28}" y="12" width="12" height="10" rx="2" fill="none" stroke="${C.g300}" stroke-width="1"/>`
  // menu bar
  b += rect(0, 34, W, 26, C.white)
  menus.forEach((m, i) => (b += text(16 + i * 86, 52, m, { size: 12, fill: C.g700 })))
  // toolbar
  b += rect(0, 60, W, 36, C.g50) + `<path d="M0 96H${W}" stroke="${C.g200}"/>`
  for (let i = 0; i < (spec.tools ?? 22); i += 1) {
    const x = 16 + i * 30 + Math.floor(i / 5) * 10
    b += `<rect x="${x - 4}" y="67" width="24" height="22" rx="3" fill="${i === 3 ? C.g200 : 'none'}"/>` + toolIcon(x + 1, 71, i)
  }
  // layer tree
  b += rect(0, 96, 220, H - 96 - 26, C.white) + `<path d="M220 96V${H - 26}" stroke="${C.g200}"/>`
  b += rect(0, 96, 220, 28, C.g50) + text(14, 114, 'PROJECT', { size: 11, fill: C.g500, weight: 700, spacing: 1 })
  spec.tree.forEach((t, i) => {
    const y = 142 + i * 26
    const indent = t.startsWith('  ') ? 28 : 12
    const active = i === (spec.treeActive ?? 1)
    if (active) b += rect(0, y - 16, 220, 24, '#E3EEFF')
    b += `<rect x="${indent}" y="${y - 10}" width="10" height="10" rx="2" fill="${active ? C.blue : 'none'}" stroke="${active ? C.blue : C.g500}"/>`
    b += text(indent + 18, y, t.trim(), { size: 12, fill: active ? C.navy : C.g700 })
  })
  // property panel
  const px = W - 250
  b += rect(px, 96, 250, H - 96 - 26, C.white) + `<path d="M${px} 96V${H - 26}" stroke="${C.g200}"/>`
  b +=
    rect(px, 96, 250, 28, C.g50) + text(px + 14, 114, spec.propsTitle ?? 'PROPERTIES', { size: 11, fill: C.g500, weight: 700, spacing: 1 })
  spec.props.forEach(([k, v], i) => {
    const y = 146 + i * 28
    b += text(px + 14, y, k, { size: 12, fill: C.g500 })
    b += `<rect x="${px + 118}" y="${y - 15}" width="118" height="21" rx="3" fill="${C.g50}" stroke="${C.g200}"/>`
    b += text(px + 126, y, v, { size: 12, fill: C.navy, mono: true })
  })
  // canvas
  const box: Box = { x: 221, y: 97, w: px - 222, h: H - 97 - 27 }
  b += `<clipPath id="cv"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/></clipPath>`
  b += rect(box.x, box.y, box.w, box.h, spec.canvasLight ? C.white : C.ink)
  b += `<g clip-path="url(#cv)">${spec.canvas(box)}</g>`
  // status bar
  b += rect(0, H - 26, W, 26, C.navy) + text(14, H - 9, spec.status, { size: 11, fill: C.g200, mono: true })
  b += text(W - 14, H - 9, 'READY', { size: 11, fill: C.tealLight, anchor: 'end', mono: true })
  return svgDoc(W, H, b)
}

export type DashboardSpec = { product: string; nav: string[]; navActive?: number; title: string; body: (box: Box) => string }

/** A web platform: dark side navigation, header, light content area. */
export function dashboardWindow(spec: DashboardSpec): string {
  let b = rect(0, 0, W, H, C.g100)
  b += rect(0, 0, 200, H, C.navy)
  b += `<rect x="20" y="20" width="26" height="26" rx="6" fill="${C.blue}"/><path d="M25 40 Q33 22 41 27" stroke="${C.white}" stroke-width="2" fill="none"/>`
  b += text(56, 38, spec.product, { size: 14, fill: C.white, weight: 700 })
  spec.nav.forEach((n, i) => {
    const y = 96 + i * 40
    const active = i === (spec.navActive ?? 0)
    if (active) b += rect(0, y - 24, 200, 36, C.navy3) + rect(0, y - 24, 3, 36, C.teal)
    b += `<rect x="22" y="${y - 13}" width="12" height="12" rx="3" fill="none" stroke="${active ? C.tealLight : C.g300}" stroke-width="1.4"/>`
    b += text(46, y - 2, n, { size: 13, fill: active ? C.white : C.g300 })
  })
  b += rect(200, 0, W - 200, 56, C.white) + `<path d="M200 56H${W}" stroke="${C.g200}"/>`
  b += text(224, 35, spec.title, { size: 16, fill: C.navy, weight: 700 })
  b +=
    `<rect x="${W - 260}" y="16" width="170" height="26" rx="13" fill="${C.g50}" stroke="${C.g200}"/>` +
    text(W - 244, 33, 'Search', { size: 12, fill: C.g500 })
  b += `<circle cx="${W - 46}" cy="29" r="14" fill="${C.g200}"/>`
  b += spec.body({ x: 216, y: 72, w: W - 232, h: H - 88 })
  return svgDoc(W, H, b)
}

/** A white card with a small title. */
export function panel(x: number, y: number, w: number, h: number, title?: string, dark = false): string {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${dark ? C.navy2 : C.white}" stroke="${dark ? C.navy3 : C.g200}"/>`
  if (title) out += text(x + 16, y + 26, title, { size: 13, fill: dark ? C.g100 : C.navy, weight: 700 })
  return out
}

/** A key-figure tile: label, big value, unit, and a short trend mark. */
export function kpi(x: number, y: number, w: number, label: string, value: string, unit: string, accent: string = C.blue): string {
  return (
    panel(x, y, w, 92) +
    `<rect x="${x}" y="${y + 16}" width="3" height="26" fill="${accent}"/>` +
    text(x + 16, y + 30, label, { size: 12, fill: C.g500 }) +
    `<text x="${x + 16}" y="${y + 72}" font-family="${fontOf(words(unit))}" fill="${C.navy}"><tspan font-size="30" font-weight="700">${escapeMarkup(value)}</tspan><tspan font-size="13" fill="${C.g500}" dx="6">${escapeMarkup(words(unit))}</tspan></text>`
  )
}
