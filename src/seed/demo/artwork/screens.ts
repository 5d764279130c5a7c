/** Product screenshots: mock UIs of the eight products, 1280 x 800, three per product. */
import { barChart, circle, donut, grid, line, lineChart, type P, PALETTE as C, path, pathD, rect, rng, series, smooth, text } from './kit'
import {
  bridge3d,
  crossSection,
  drivingView,
  interchange,
  pedestalSchedule,
  PHASE_COLOURS,
  plantLayout,
  profile,
  scene3d,
  schemePlan,
  sitePlan,
} from './scenes'
import { appWindow, type Box, dashboardWindow, kpi, panel } from './ui'

const DESIGN_MENUS = ['File', 'Edit', 'View', 'Alignment', 'Profile', 'Section', 'Interchange', 'Output', 'Help']

function legend(x: number, y: number, items: Array<[string, string]>, dark = true): string {
  const h = items.length * 20 + 14
  let out = `<rect x="${x}" y="${y}" width="190" height="${h}" rx="6" fill="${dark ? C.ink : C.white}" fill-opacity="0.85" stroke="${dark ? C.navy3 : C.g200}"/>`
  items.forEach(([colour, label], i) => {
    out += rect(x + 12, y + 14 + i * 20, 18, 4, colour) + text(x + 40, y + 20 + i * 20, label, { size: 11, fill: dark ? C.g100 : C.g700 })
  })
  return out
}

function table(
  x: number,
  y: number,
  widths: number[],
  rows: string[][],
  o: { header?: boolean; rowH?: number; dark?: boolean } = {},
): string {
  const rh = o.rowH ?? 26
  const fg = o.dark ? C.g100 : C.g700
  let out = ''
  rows.forEach((row, i) => {
    const ry = y + i * rh
    if (i === 0 && o.header !== false)
      out += rect(
        x,
        ry,
        widths.reduce((a, b) => a + b, 0),
        rh,
        o.dark ? C.navy3 : C.g100,
      )
    else out += line([x, ry + rh], [x + widths.reduce((a, b) => a + b, 0), ry + rh], o.dark ? C.navy3 : C.g200, 1)
    let cx = x
    row.forEach((cell, j) => {
      out += text(cx + 8, ry + rh * 0.65, cell, {
        size: 11,
        fill: i === 0 && o.header !== false ? (o.dark ? C.white : C.navy) : fg,
        weight: i === 0 && o.header !== false ? 700 : undefined,
        mono: i > 0 && j > 0,
      })
      cx += widths[j]
    })
  })
  return out
}

function gantt(box: Box, seed: string, rows: string[], o: { today?: number } = {}): string {
  const r = rng(seed)
  const lx = box.x + 170
  const cols = 12
  const cw = (box.w - 180) / cols
  const rh = Math.min(30, (box.h - 30) / rows.length)
  let out = ''
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  for (let m = 0; m <= cols; m += 1) {
    out += line([lx + m * cw, box.y + 20], [lx + m * cw, box.y + 24 + rows.length * rh], C.g200, 1)
    if (m < cols) out += text(lx + m * cw + cw / 2, box.y + 14, months[m], { size: 10, fill: C.g500, anchor: 'middle' })
  }
  let start = 0
  rows.forEach((name, i) => {
    const y = box.y + 24 + i * rh
    const sub = name.startsWith('  ')
    out += text(box.x + (sub ? 22 : 8), y + rh * 0.65, name.trim(), {
      size: 11,
      fill: sub ? C.g700 : C.navy,
      weight: sub ? undefined : 700,
    })
    const s = sub ? start + r.range(0, 1.5) : (start = r.range(0, 3))
    const len = sub ? r.range(1.5, 4) : r.range(5, 8.5)
    const done = Math.max(0, Math.min(1, ((o.today ?? 7.5) - s) / len))
    out += rect(lx + s * cw, y + rh * 0.25, len * cw, rh * 0.5, sub ? C.blueLight : C.navy3, 'rx="3" fill-opacity="0.55"')
    out += rect(lx + s * cw, y + rh * 0.25, len * cw * done, rh * 0.5, sub ? C.blue : C.teal, 'rx="3"')
    if (!sub) out += `<path d="M${lx + (s + len) * cw} ${y + rh * 0.2}l6 ${rh * 0.3}l-6 ${rh * 0.3}l-6 -${rh * 0.3}z" fill="${C.navy}"/>`
  })
  const tx = lx + (o.today ?? 7.5) * cw
  out += line([tx, box.y + 18], [tx, box.y + 24 + rows.length * rh], C.teal, 1.6, 'stroke-dasharray="4 3"')
  return out
}

/* ------------------------------------------------------------------ digital design */

const airoadPlan = () =>
  appWindow({
    product: 'AIRoad',
    file: 'G318_Bypass_Schemes.ard',
    menus: ['File', 'Edit', 'View', 'Terrain', 'Scheme', 'Compare', 'Output', 'Help'],
    tree: [
      'Terrain  DEM 5 m',
      'Schemes',
      '  Scheme A (rec.)',
      '  Scheme B',
      '  Scheme C',
      'Control points',
      '  Villages x4',
      '  Protected land',
      'Structures',
      'Reports',
    ],
    treeActive: 2,
    props: [
      ['Scheme', 'A'],
      ['Length', '18.62 km'],
      ['Speed', '100 km/h'],
      ['Min radius', '1 200 m'],
      ['Max grade', '3.2 %'],
      ['Earthwork', '2.41 Mm3'],
      ['Bridges', '6 / 2.3 km'],
      ['Tunnels', '1 / 0.8 km'],
      ['Cost index', '0.92'],
    ],
    status: 'X 512 408.25  Y 3 288 117.40  Z 386.2   Snap: IP   Scale 1:10000',
    canvas: (b) =>
      schemePlan(b, 'airoad-plan') +
      legend(b.x + 16, b.y + b.h - 96, [
        [C.blue, 'Scheme A  recommended'],
        [C.teal, 'Scheme B'],
        [C.g500, 'Scheme C'],
      ]),
  })

const airoadProfile = () =>
  appWindow({
    product: 'AIRoad',
    file: 'G318_Bypass_Schemes.ard  [Profile]',
    menus: ['File', 'Edit', 'View', 'Terrain', 'Scheme', 'Profile', 'Output', 'Help'],
    tree: ['Scheme A (rec.)', '  Plan', '  Profile', '  Sections', 'Grade control', '  Flood level 372.4', '  Clearance 5.0 m', 'Reports'],
    treeActive: 2,
    props: [
      ['PVI count', '14'],
      ['Max grade', '3.20 %'],
      ['Min grade', '0.30 %'],
      ['Min crest R', '12 000 m'],
      ['Min sag R', '8 000 m'],
      ['Cut max', '18.4 m'],
      ['Fill max', '12.7 m'],
      ['Balance', '+3.6 %'],
    ],
    status: 'Chainage K14+286.500   Design 391.42   Ground 384.07   Fill 7.35',
    canvas: (b) => profile(b, 'airoad-profile'),
  })

const airoad3d = () =>
  appWindow({
    product: 'AIRoad',
    file: 'G318_Bypass_Schemes.ard  [3D]',
    menus: ['File', 'Edit', 'View', 'Terrain', 'Scheme', 'Compare', 'Output', 'Help'],
    tree: ['Scene', '  Terrain mesh', '  Scheme A', '  Bridges', '  Imagery', 'Viewpoints', '  Overview', '  River crossing'],
    treeActive: 2,
    propsTitle: 'SCHEME COMPARISON',
    props: [
      ['Item', 'A / B / C'],
      ['Length km', '18.6/19.4/20.1'],
      ['Earth Mm3', '2.4/3.1/2.7'],
      ['Bridge km', '2.3/1.6/3.0'],
      ['Tunnel km', '0.8/1.9/0'],
      ['Land ha', '96/104/118'],
      ['Score', '92/84/79'],
    ],
    status: 'Camera  az 215.0  el 32.0  dist 4 200 m   Render 60 fps',
    canvas: (b) => scene3d(b, 'airoad-3d'),
  })

const eicadInterchange = () =>
  appWindow({
    product: 'EICAD',
    file: 'Hub_Interchange_K36.eic',
    menus: DESIGN_MENUS,
    tree: [
      'Mainline ML',
      'Crossroad CR',
      'Ramps',
      '  Ramp A loop',
      '  Ramp B',
      '  Ramp C loop',
      '  Ramp D',
      'Gores & tapers',
      'Sections',
      'Drawings',
    ],
    treeActive: 3,
    props: [
      ['Ramp', 'A (loop)'],
      ['Speed', '40 km/h'],
      ['Radius', '60 m'],
      ['Length', '486.3 m'],
      ['Superelev.', '6.0 %'],
      ['Width', '9.0 m'],
      ['Grade', '3.5 %'],
      ['Spiral A', '45'],
    ],
    status: 'Ramp A  K0+212.800  R=60.000  e=6.0%   Object snap ON',
    canvas: (b) => grid(b.x, b.y, b.w, b.h, 24, C.blueLight, 0.06) + interchange(b),
  })

const eicadSections = () =>
  appWindow({
    product: 'EICAD',
    file: 'Hub_Interchange_K36.eic  [Cross sections]',
    menus: DESIGN_MENUS,
    tree: [
      'Templates',
      '  Dual 4-lane 26 m',
      '  Ramp 9 m',
      'Cross sections',
      '  K12+000 - K14+000',
      'Slopes',
      '  Cut 1:1 + bench',
      '  Fill 1:1.5',
      'Earthwork',
    ],
    treeActive: 4,
    props: [
      ['Template', '26 m dual'],
      ['Lanes', '2 x 3.75 x 2'],
      ['Median', '2.0 m'],
      ['Shoulder', '3.0 m'],
      ['Crossfall', '2.0 %'],
      ['Cut slope', '1:1'],
      ['Fill slope', '1:1.5'],
      ['Bench', '2.0 m / 8 m'],
    ],
    canvasLight: true,
    status: 'Sheet 7 / 42   Scale 1:200   Sections per sheet 6',
    canvas: (b) => {
      let out = grid(b.x, b.y, b.w, b.h, 20, C.g500, 0.07)
      const cw = (b.w - 30) / 2
      const ch = (b.h - 40) / 3
      for (let i = 0; i < 6; i += 1) {
        const bx = b.x + 10 + (i % 2) * (cw + 10)
        const by = b.y + 10 + Math.floor(i / 2) * (ch + 10)
        out +=
          `<rect x="${bx}" y="${by}" width="${cw}" height="${ch}" fill="none" stroke="${C.g200}"/>` +
          crossSection({ x: bx, y: by, w: cw, h: ch }, `sec-${i}`)
      }
      return out
    },
  })

const eicadEarthwork = () =>
  appWindow({
    product: 'EICAD',
    file: 'Hub_Interchange_K36.eic  [Earthwork]',
    menus: DESIGN_MENUS,
    tree: ['Earthwork', '  Volumes by km', '  Mass haul', '  Borrow / spoil', 'Pavement', 'Drainage', 'Quantities'],
    treeActive: 2,
    props: [
      ['Cut', '1 286 400 m3'],
      ['Fill', '1 198 750 m3'],
      ['Balance', '+87 650 m3'],
      ['Haul', '412 m avg'],
      ['Spoil sites', '3'],
      ['Borrow', '0'],
      ['Method', 'Avg. end area'],
    ],
    canvasLight: true,
    status: 'Mass haul  K12+000 - K30+000   Free haul 60 m   Economic haul 800 m',
    canvas: (b) => {
      let out = panel(b.x + 12, b.y + 12, b.w - 24, b.h * 0.5 - 18, 'Mass haul diagram  (m3 x 1000)')
      const v = series('mass', 40, { base: 10, noise: 30, min: -60, max: 80 })
      let acc = 0
      const cum = v.map((x) => (acc += x - 12))
      const min = Math.min(...cum)
      const max = Math.max(...cum)
      out += lineChart(b.x + 40, b.y + 56, b.w - 80, b.h * 0.5 - 90, cum, { min, max, stroke: C.blue, fill: true })
      out += panel(b.x + 12, b.y + b.h * 0.5 + 6, b.w - 24, b.h * 0.5 - 18, 'Cut / fill per kilometre')
      const cut = series('cut', 18, { base: 60, noise: 40, min: 10, max: 100 })
      const fill = series('fill', 18, { base: 50, noise: 40, min: 10, max: 100 })
      const bw = (b.w - 80) / 18
      const by = b.y + b.h * 0.5 + 50
      const bh = b.h * 0.5 - 90
      cut.forEach((c, i) => {
        out += rect(b.x + 40 + i * bw + 4, by + bh / 2 - (c / 100) * (bh / 2), bw * 0.4, (c / 100) * (bh / 2), C.blue)
        out += rect(b.x + 40 + i * bw + 4 + bw * 0.42, by + bh / 2, bw * 0.4, ((fill[i] ?? 0) / 100) * (bh / 2), C.teal)
      })
      out += line([b.x + 40, by + bh / 2], [b.x + b.w - 40, by + bh / 2], C.g500, 1)
      return out
    },
  })

const ticadLine = () =>
  appWindow({
    product: 'TICAD',
    file: 'Metro_Line5_Phase2.tic',
    menus: ['File', 'Edit', 'View', 'Line', 'Station', 'Track', 'Profile', 'Output', 'Help'],
    tree: [
      'Line 5 Phase 2',
      '  Plan',
      '  Profile',
      'Stations (12)',
      '  ST07 Harbour Rd',
      '  ST08 Science Park',
      'Depot',
      'Turnouts',
      'Clearance',
    ],
    treeActive: 1,
    props: [
      ['Length', '21.36 km'],
      ['Stations', '12'],
      ['Avg spacing', '1.78 km'],
      ['Min radius', '350 m'],
      ['Max grade', '28 %o'],
      ['Speed', '80 km/h'],
      ['Gauge', '1 435 mm'],
      ['Structure', 'UG / viaduct'],
    ],
    status: 'ST08 Science Park  CK11+420.000   Rail top -17.350   Platform 120 m island',
    canvas: (b) => {
      const top: Box = { x: b.x, y: b.y, w: b.w, h: b.h * 0.56 }
      let out = grid(top.x, top.y, top.w, top.h, 36, C.g500, 0.18, 4)
      const route = smooth(
        [
          [top.x - 10, top.y + top.h * 0.8],
          [top.x + top.w * 0.25, top.y + top.h * 0.62],
          [top.x + top.w * 0.45, top.y + top.h * 0.3],
          [top.x + top.w * 0.7, top.y + top.h * 0.38],
          [top.x + top.w + 10, top.y + top.h * 0.18],
        ],
        20,
      )
      out += path(pathD(route), C.teal, 5) + path(pathD(route), C.ink, 1.5)
      const names = ['ST05', 'ST06', 'ST07', 'ST08', 'ST09', 'ST10']
      names.forEach((n, i) => {
        const idx = Math.round(((i + 0.5) / names.length) * (route.length - 1))
        const p = route[idx]
        out +=
          circle(p, 8, C.white, `stroke="${C.teal}" stroke-width="3"`) +
          text(p[0], p[1] - 16, n, { size: 11, fill: C.g100, anchor: 'middle', weight: 700, mono: true })
      })
      out += line([b.x, top.y + top.h], [b.x + b.w, top.y + top.h], C.navy3, 2)
      out += profile({ x: b.x, y: top.y + top.h, w: b.w, h: b.h - top.h }, 'ticad', { band: false, railHumps: true })
      return out
    },
  })

const ticadStation = () =>
  appWindow({
    product: 'TICAD',
    file: 'Metro_Line5_Phase2.tic  [ST08 track layout]',
    menus: ['File', 'Edit', 'View', 'Line', 'Station', 'Track', 'Profile', 'Output', 'Help'],
    tree: ['ST08 Science Park', '  Platform', '  Tracks', '  Crossover', '  Structure grid', 'Clearance check', 'Quantities'],
    treeActive: 3,
    props: [
      ['Type', 'Island'],
      ['Platform', '120 x 12 m'],
      ['Tracks', '2 + 1 siding'],
      ['Turnout', 'No.9'],
      ['Crossover', 'Scissors'],
      ['Grade', '2 %o'],
      ['Column grid', '9.0 m'],
    ],
    canvasLight: true,
    status: 'Turnout No.9  switch radius 200 m   Clearance OK',
    canvas: (b) => {
      let out = grid(b.x, b.y, b.w, b.h, 20, C.g500, 0.07)
      const cy = b.y + b.h / 2
      const ys = [cy - 70, cy + 70]
      ys.forEach((y) => (out += line([b.x, y], [b.x + b.w, y], C.navy, 2) + line([b.x, y + 8], [b.x + b.w, y + 8], C.navy, 2)))
      out += line([b.x + b.w * 0.62, cy + 150], [b.x + b.w, cy + 150], C.g500, 2)
      out += rect(b.x + b.w * 0.2, cy - 50, b.w * 0.42, 100, C.teal, 'fill-opacity="0.18" stroke="#17B3A3" stroke-width="1.5" rx="4"')
      out += text(b.x + b.w * 0.41, cy + 5, 'ISLAND PLATFORM  120 m', { size: 12, fill: C.navy, anchor: 'middle', weight: 700 })
      for (let k = 0; k < 14; k += 1)
        for (const oy of [-36, 28]) out += rect(b.x + b.w * 0.2 + 8 + k * ((b.w * 0.42 - 16) / 13) - 3, cy + oy, 6, 8, C.g500)
      // scissors crossover
      const x0 = b.x + b.w * 0.7
      out += line([x0, ys[0] + 4], [x0 + 110, ys[1] + 4], C.blue, 2) + line([x0, ys[1] + 4], [x0 + 110, ys[0] + 4], C.blue, 2)
      out += path(`M${x0 + 130} ${ys[1] + 4}Q${x0 + 180} ${ys[1] + 4} ${x0 + 200} ${cy + 150}`, C.blue, 2)
      out += text(x0 + 55, ys[0] - 16, 'Scissors No.9', { size: 11, fill: C.g700, anchor: 'middle' })
      out +=
        line([b.x + b.w * 0.2, cy - 110], [b.x + b.w * 0.62, cy - 110], C.g500, 1) +
        text(b.x + b.w * 0.41, cy - 116, '120 000', { size: 10, fill: C.g700, anchor: 'middle', mono: true })
      return out
    },
  })

const ticadViaduct = () =>
  appWindow({
    product: 'TICAD',
    file: 'Metro_Line5_Phase2.tic  [3D viaduct]',
    menus: ['File', 'Edit', 'View', 'Line', 'Station', 'Track', 'Model', 'Output', 'Help'],
    tree: ['Model', '  Viaduct CK14-CK17', '  Piers (48)', '  Box girders', '  Track bed', 'BIM export', '  IFC 4.3'],
    treeActive: 1,
    props: [
      ['Span', '30 m std'],
      ['Girder', 'Box, 2 track'],
      ['Pier', 'T-shaped'],
      ['Height', '9 - 16 m'],
      ['LOD', '300'],
      ['Export', 'IFC 4.3'],
    ],
    status: 'Model 48 piers / 47 spans   Triangles 1.2 M   Clash check: 0 issues',
    canvas: (b) => bridge3d(b, { yaw: 0.15 }),
  })

const vrDrive = () =>
  appWindow({
    product: 'VRRoad',
    file: 'Mountain_Exp_Section3.vrr  [Driving]',
    menus: ['File', 'Scene', 'Vehicle', 'Driver', 'Weather', 'Evaluate', 'Report', 'Help'],
    tree: ['Run 07', '  Passenger car', '  Dusk, dry', 'Route', '  K22 - K31', 'Events', '  Sharp curve K24', '  Long downgrade'],
    treeActive: 1,
    props: [
      ['Speed', '86 km/h'],
      ['Design', '80 km/h'],
      ['Lateral acc', '0.21 g'],
      ['SSD avail', '208 m'],
      ['SSD req', '110 m'],
      ['Lane offset', '0.18 m'],
      ['Frame', '60 fps'],
    ],
    status: 'Run 07  K24+310  speed 86 km/h  steering 4.2 deg  brake 0 %',
    canvas: (b) => drivingView(b, 0.3),
  })

const vrSafety = () =>
  appWindow({
    product: 'VRRoad',
    file: 'Mountain_Exp_Section3.vrr  [Safety evaluation]',
    menus: ['File', 'Scene', 'Vehicle', 'Driver', 'Weather', 'Evaluate', 'Report', 'Help'],
    tree: ['Evaluation', '  Operating speed', '  Speed consistency', '  Sight distance', '  Hazard points', 'Report'],
    treeActive: 2,
    props: [
      ['Method', 'V85 model'],
      ['Segments', '46'],
      ['Good', '39'],
      ['Fair', '5'],
      ['Poor', '2'],
      ['Max dV85', '21 km/h'],
      ['Hazards', '4'],
    ],
    canvasLight: true,
    status: 'Segment 17  K26+040 - K26+420   dV85 = 21 km/h   Class: POOR',
    canvas: (b) => {
      let out = panel(b.x + 12, b.y + 12, b.w - 24, b.h * 0.58, 'Operating speed V85 vs design speed (km/h)')
      const v85 = series('v85', 46, { base: 92, noise: 12, min: 62, max: 110 })
      out += lineChart(b.x + 44, b.y + 56, b.w - 80, b.h * 0.58 - 70, v85, { min: 50, max: 120, stroke: C.blue, fill: true })
      out += lineChart(
        b.x + 44,
        b.y + 56,
        b.w - 80,
        b.h * 0.58 - 70,
        v85.map(() => 80),
        { min: 50, max: 120, stroke: C.teal, dash: '6 4', gridLines: 0 },
      )
      const y = b.y + b.h * 0.58 + 24
      out += panel(b.x + 12, y, b.w - 24, b.h * 0.42 - 36, 'Speed consistency by segment')
      const r = rng('consistency')
      for (let i = 0; i < 46; i += 1) {
        const q = r.next()
        out += rect(
          b.x + 30 + i * ((b.w - 60) / 46),
          y + 48,
          (b.w - 60) / 46 - 2,
          26,
          q < 0.84 ? C.teal : q < 0.95 ? C.blueLight : C.navy,
          'rx="2"',
        )
      }
      out += legend(
        b.x + 30,
        y + 88,
        [
          [C.teal, 'Good  dV85 < 10'],
          [C.blueLight, 'Fair  10 - 20'],
          [C.navy, 'Poor  > 20'],
        ],
        false,
      )
      return out
    },
  })

const vrSight = () =>
  appWindow({
    product: 'VRRoad',
    file: 'Mountain_Exp_Section3.vrr  [Sight distance]',
    menus: ['File', 'Scene', 'Vehicle', 'Driver', 'Weather', 'Evaluate', 'Report', 'Help'],
    tree: ['Sight distance', '  Stopping', '  Overtaking', '  Decision', 'Obstructions', '  Cut slope K24', '  Sign gantry K27'],
    treeActive: 1,
    props: [
      ['Eye height', '1.2 m'],
      ['Object', '0.1 m'],
      ['Step', '5 m'],
      ['Checked', '9 000 m'],
      ['Below req.', '3 spots'],
      ['Min SSD', '96 m'],
    ],
    status: 'Sight line K24+135 -> K24+245   blocked by cut slope at offset 7.8 m',
    canvas: (b) => {
      let out = schemePlan(b, 'vr-sight', { alternatives: false })
      const r = rng('sight')
      for (let k = 0; k < 3; k += 1) {
        const a: P = [b.x + b.w * (0.2 + k * 0.28), b.y + b.h * r.range(0.3, 0.7)]
        const c: P = [a[0] + 90, a[1] + r.range(-50, 50)]
        out += `<path d="M${a[0]} ${a[1]}L${c[0]} ${c[1]}L${(a[0] + c[0]) / 2} ${(a[1] + c[1]) / 2 - 36}Z" fill="${C.blue}" fill-opacity="0.25" stroke="${C.blueLight}"/>`
        out +=
          circle([(a[0] + c[0]) / 2, (a[1] + c[1]) / 2 - 36], 9, 'none', `stroke="${C.white}" stroke-width="2"`) +
          text((a[0] + c[0]) / 2 + 14, (a[1] + c[1]) / 2 - 40, `SSD ${r.int(96, 130)} m`, { size: 11, fill: C.white, mono: true })
      }
      return out
    },
  })

const report3dScene = () =>
  appWindow({
    product: 'Report3D',
    file: 'Bypass_Presentation.r3d',
    menus: ['File', 'Scene', 'Camera', 'Animate', 'Annotate', 'Render', 'Export', 'Help'],
    tree: ['Scene', '  Terrain + imagery', '  Road model', '  Bridge model', 'Cameras', '  Overview', '  Fly-through', 'Annotations'],
    treeActive: 6,
    props: [
      ['Keyframes', '4'],
      ['Duration', '00:02:40'],
      ['Path', 'Spline'],
      ['Height', '150 m'],
      ['FOV', '45 deg'],
      ['Output', '1920x1080'],
      ['FPS', '30'],
    ],
    status: 'Keyframe 2 / 4   t = 00:00:52   Camera Fly-through',
    canvas: (b) => {
      let out = scene3d({ x: b.x, y: b.y, w: b.w, h: b.h - 90 }, 'report3d', { camera: true })
      const ty = b.y + b.h - 80
      out += rect(b.x, ty, b.w, 80, C.navy2)
      for (let k = 0; k <= 16; k += 1)
        out += line([b.x + 20 + k * ((b.w - 40) / 16), ty + 10], [b.x + 20 + k * ((b.w - 40) / 16), ty + (k % 4 ? 18 : 24)], C.g300, 1)
      out += rect(b.x + 20, ty + 40, b.w - 40, 12, C.navy3, 'rx="6"') + rect(b.x + 20, ty + 40, (b.w - 40) * 0.33, 12, C.blue, 'rx="6"')
      for (const k of [0, 0.33, 0.7, 1])
        out += `<path d="M${b.x + 20 + (b.w - 40) * k} ${ty + 36}l7 10l-7 10l-7 -10z" fill="${C.tealLight}"/>`
      return out
    },
  })

const report3dBridge = () =>
  appWindow({
    product: 'Report3D',
    file: 'River_Bridge_Review.r3d',
    menus: ['File', 'Scene', 'Camera', 'Animate', 'Annotate', 'Render', 'Export', 'Help'],
    tree: ['Models', '  Main bridge', '  Approach spans', '  River bed', 'Stages', '  Stage 3: cantilever', 'Annotations'],
    treeActive: 5,
    props: [
      ['Stage', '3 of 6'],
      ['Segments', '10 / 16'],
      ['Main span', '380 m'],
      ['Towers', '2 x 150 m'],
      ['Source', 'IFC + DEM'],
      ['Style', 'Wire + fill'],
    ],
    status: 'Construction stage 3   segments erected 10 / 16',
    canvas: (b) => bridge3d(b, { built: 0.62 }),
  })

const report3dStory = () =>
  appWindow({
    product: 'Report3D',
    file: 'Bypass_Presentation.r3d  [Storyboard]',
    menus: ['File', 'Scene', 'Camera', 'Animate', 'Annotate', 'Render', 'Export', 'Help'],
    tree: [
      'Storyboard',
      '  01 Overview',
      '  02 River crossing',
      '  03 Interchange',
      '  04 Tunnel portal',
      '  05 Scheme compare',
      '  06 Summary',
      'Render queue',
    ],
    treeActive: 2,
    props: [
      ['Shots', '6'],
      ['Total', '00:06:20'],
      ['Voice', 'zh / en'],
      ['Subtitles', 'On'],
      ['Queue', '2 / 6'],
      ['Format', 'MP4 H.264'],
    ],
    canvasLight: true,
    status: 'Rendering shot 02  frame 1 248 / 2 400   ETA 03:10',
    canvas: (b) => {
      let out = ''
      const cw = (b.w - 48) / 3
      const ch = (b.h - 60) / 2
      const titles = ['01 Overview', '02 River crossing', '03 Interchange', '04 Tunnel portal', '05 Scheme compare', '06 Summary']
      titles.forEach((t, i) => {
        const x = b.x + 12 + (i % 3) * (cw + 12)
        const y = b.y + 12 + Math.floor(i / 3) * (ch + 24)
        const inner: Box = { x: x + 6, y: y + 6, w: cw - 12, h: ch - 40 }
        out +=
          panel(x, y, cw, ch + 12) +
          `<clipPath id="sb${i}"><rect x="${inner.x}" y="${inner.y}" width="${inner.w}" height="${inner.h}" rx="4"/></clipPath>`
        out += `<g clip-path="url(#sb${i})">${rect(inner.x, inner.y, inner.w, inner.h, C.ink)}${
          i === 2
            ? interchange(inner, { labels: false })
            : i === 3
              ? tunnelMini(inner)
              : i === 1
                ? bridge3d(inner, { yaw: 0.1 })
                : scene3d(inner, `sb-${i}`)
        }</g>`
        out +=
          text(x + 10, y + ch - 10, t, { size: 12, fill: C.navy, weight: 700 }) +
          text(x + cw - 10, y + ch - 10, `00:0${i}:${10 + i * 7}`, { size: 10, fill: C.g500, anchor: 'end', mono: true })
      })
      return out
    },
  })

function tunnelMini(b: Box): string {
  let out = ''
  const c: P = [b.x + b.w / 2, b.y + b.h * 0.62]
  for (let k = 0; k < 6; k += 1) {
    const r = b.h * (0.55 - k * 0.08)
    out += `<path d="M${c[0] - r} ${c[1]}A${r} ${r} 0 0 1 ${c[0] + r} ${c[1]}" fill="none" stroke="${k === 0 ? C.teal : C.blueLight}" stroke-opacity="${1 - k * 0.14}" stroke-width="${k === 0 ? 2.5 : 1}"/>`
  }
  out += line([b.x, c[1]], [b.x + b.w, c[1]], C.g300, 1)
  return out
}

/* ------------------------------------------------------------------ digital construction */

const CM_NAV = ['Overview', 'Schedule', 'Quality', 'Safety', 'Cost', 'BIM model', 'Documents', 'Settings']

const cmOverview = () =>
  dashboardWindow({
    product: 'BuildOps',
    nav: CM_NAV,
    title: 'Ring Expressway Section 4  -  Project overview',
    body: (b) => {
      let out = ''
      const kw = (b.w - 36) / 4
      out += kpi(b.x, b.y, kw, 'Output value (CNY m)', '1 286', '/ 2 140', C.blue)
      out += kpi(b.x + kw + 12, b.y, kw, 'Overall progress', '61.4', '%', C.teal)
      out += kpi(b.x + 2 * (kw + 12), b.y, kw, 'Quality checks passed', '98.7', '%', C.blue)
      out += kpi(b.x + 3 * (kw + 12), b.y, kw, 'Safety issues closed', '412', '/ 418', C.teal)
      const y = b.y + 108
      out += panel(b.x, y, b.w * 0.62, 300, 'Progress S-curve  planned vs actual')
      const plan = Array.from({ length: 24 }, (_, i) => 100 / (1 + Math.exp(-(i - 11) / 3.2)))
      const actual = plan.slice(0, 15).map((v, i) => v * (0.93 + 0.05 * Math.sin(i)))
      out += lineChart(b.x + 30, y + 50, b.w * 0.62 - 60, 220, plan, { max: 100, stroke: C.g500, dash: '6 4' })
      out += lineChart(b.x + 30, y + 50, ((b.w * 0.62 - 60) * 14) / 23, 220, actual, {
        max: 100 * (actual.length / actual.length),
        stroke: C.blue,
        width: 3,
        gridLines: 0,
      })
      const px = b.x + b.w * 0.62 + 12
      const pw = b.w * 0.38 - 12
      out += panel(px, y, pw, 300, 'Progress by work type')
      ;[
        ['Subgrade', 0.86],
        ['Bridges', 0.64],
        ['Tunnels', 0.52],
        ['Pavement', 0.21],
        ['Traffic eng.', 0.08],
      ].forEach(([n, v], i) => {
        const yy = y + 64 + i * 46
        out +=
          text(px + 16, yy, String(n), { size: 12, fill: C.g700 }) +
          text(px + pw - 16, yy, `${Math.round(Number(v) * 100)}%`, { size: 12, fill: C.navy, anchor: 'end', mono: true })
        out +=
          rect(px + 16, yy + 8, pw - 32, 8, C.g100, 'rx="4"') +
          rect(px + 16, yy + 8, (pw - 32) * Number(v), 8, i % 2 ? C.teal : C.blue, 'rx="4"')
      })
      const y2 = y + 312
      out += panel(b.x, y2, b.w, b.h - (y2 - b.y), 'Line overview  K0 - K38')
      const line1: P[] = [
        [b.x + 30, y2 + 90],
        [b.x + b.w - 30, y2 + 90],
      ]
      out += path(pathD(line1), C.g200, 14)
      const r = rng('sections')
      for (let k = 0; k < 12; k += 1) {
        const x = b.x + 30 + k * ((b.w - 60) / 12)
        const v = r.next()
        out += rect(x + 1, y2 + 83, (b.w - 60) / 12 - 2, 14, v > 0.5 ? C.teal : v > 0.2 ? C.blue : C.g300, 'rx="2"')
        out += text(x + 4, y2 + 118, `S${k + 1}`, { size: 10, fill: C.g500, mono: true })
      }
      return out
    },
  })

const cmGantt = () =>
  dashboardWindow({
    product: 'BuildOps',
    nav: CM_NAV,
    navActive: 1,
    title: 'Master schedule  -  WBS level 3',
    body: (b) =>
      panel(b.x, b.y, b.w, b.h) +
      gantt({ x: b.x + 12, y: b.y + 16, w: b.w - 24, h: b.h - 30 }, 'cm-gantt', [
        'Subgrade works',
        '  Clearing & grubbing',
        '  Cut & fill K0-K12',
        '  Soft soil treatment',
        'Bridges',
        '  Piles & caps',
        '  Piers',
        '  T-beam erection',
        '  Deck & barriers',
        'Tunnels',
        '  Portal works',
        '  Excavation & support',
        '  Lining',
        'Pavement',
        '  Base course',
        '  Asphalt surface',
        'Traffic engineering',
      ]),
  })

const cmBim = () =>
  dashboardWindow({
    product: 'BuildOps',
    nav: CM_NAV,
    navActive: 5,
    title: 'BIM model  -  Bridge B-07 component status',
    body: (b) => {
      let out = panel(b.x, b.y, b.w * 0.66, b.h)
      out += rect(b.x + 1, b.y + 1, b.w * 0.66 - 2, b.h - 2, C.ink, 'rx="8"')
      out += bridge3d({ x: b.x, y: b.y, w: b.w * 0.66, h: b.h }, { built: 0.55, yaw: -0.1 })
      out += legend(b.x + 16, b.y + b.h - 90, [
        [C.teal, 'Completed'],
        [C.g500, 'Not started'],
        [C.blue, 'Towers / stays'],
      ])
      const px = b.x + b.w * 0.66 + 12
      const pw = b.w * 0.34 - 12
      out += panel(px, b.y, pw, b.h, 'Inspection records')
      const rows = [
        ['Component', 'Status'],
        ['Pier P3 cap', 'Accepted'],
        ['Pier P4 column', 'Accepted'],
        ['Seg. 09 box', 'Accepted'],
        ['Seg. 10 box', 'Curing'],
        ['Seg. 11 box', 'Rebar check'],
        ['Stay cable S6', 'Tensioning'],
        ['Seg. 12 box', 'Planned'],
        ['Tower T2 lift 18', 'Planned'],
      ]
      out += table(px + 12, b.y + 44, [pw * 0.55, pw * 0.38], rows)
      return out
    },
  })

const SITE_NAV = ['Command centre', 'Workforce', 'Equipment', 'Environment', 'Video AI', 'Quality', 'Alerts', 'Settings']

const siteDashboard = () =>
  dashboardWindow({
    product: 'SiteLink',
    nav: SITE_NAV,
    title: 'Command centre  -  River Bridge site, 18 Oct 09:42',
    body: (b) => {
      let out = ''
      const kw = (b.w - 36) / 4
      out += kpi(b.x, b.y, kw, 'Workers on site', '386', 'people', C.blue)
      out += kpi(b.x + kw + 12, b.y, kw, 'Tower cranes running', '6', '/ 7', C.teal)
      out += kpi(b.x + 2 * (kw + 12), b.y, kw, 'PM10 (site boundary)', '42', 'ug/m3', C.blue)
      out += kpi(b.x + 3 * (kw + 12), b.y, kw, 'Open alerts', '3', 'items', C.teal)
      const y = b.y + 108
      out += panel(b.x, y, b.w * 0.6, b.h - 108, 'Site map  -  sensors live', true)
      out += sitePlan({ x: b.x + 10, y: y + 40, w: b.w * 0.6 - 20, h: b.h - 160 }, 'site', { dark: true, pulse: 0.3 })
      const px = b.x + b.w * 0.6 + 12
      const pw = b.w * 0.4 - 12
      out += panel(px, y, pw, 220, 'Attendance by trade')
      out += barChart(px + 20, y + 50, pw - 40, 150, [92, 64, 58, 47, 41, 38, 26, 20], { colour: C.blue, alt: C.teal })
      out += panel(px, y + 232, pw, b.h - 108 - 232, 'Alerts')
      ;[
        '09:31  Crane TC-3 wind 11.2 m/s',
        '09:12  Helmet not detected, gate 2',
        '08:47  Noise 71 dB east boundary',
        '08:20  Formwork sensor F12 offline',
      ].forEach((a, i) => {
        out +=
          circle([px + 22, y + 232 + 56 + i * 30], 4, i === 0 ? C.blue : C.teal) +
          text(px + 34, y + 232 + 60 + i * 30, a, { size: 11, fill: C.g700, mono: true })
      })
      return out
    },
  })

const siteEnv = () =>
  dashboardWindow({
    product: 'SiteLink',
    nav: SITE_NAV,
    navActive: 3,
    title: 'Environment & equipment monitoring',
    body: (b) => {
      let out = panel(b.x, b.y, b.w * 0.62, 330, 'PM10 and noise, last 24 h')
      const pm = series('pm', 48, { base: 45, noise: 14, min: 15, max: 90 })
      out += lineChart(b.x + 30, b.y + 50, b.w * 0.62 - 60, 250, pm, { max: 120, stroke: C.blue, fill: true })
      out += lineChart(
        b.x + 30,
        b.y + 50,
        b.w * 0.62 - 60,
        250,
        pm.map(() => 80),
        { max: 120, stroke: C.navy, dash: '5 5', gridLines: 0, width: 1.2 },
      )
      out += lineChart(b.x + 30, b.y + 50, b.w * 0.62 - 60, 250, series('noise', 48, { base: 58, noise: 8, min: 40, max: 75 }), {
        max: 120,
        stroke: C.teal,
        gridLines: 0,
      })
      const px = b.x + b.w * 0.62 + 12
      const pw = b.w * 0.38 - 12
      out += panel(px, b.y, pw, 330, 'Tower crane load moment')
      ;[0.62, 0.48, 0.81, 0.35].forEach((v, i) => {
        const c: P = [px + pw * (0.27 + (i % 2) * 0.46), b.y + 110 + Math.floor(i / 2) * 120]
        out +=
          donut(c, 38, v, { colour: v > 0.8 ? C.navy : i % 2 ? C.teal : C.blue, width: 9 }) +
          text(c[0], c[1] + 6, `${Math.round(v * 100)}%`, { size: 15, fill: C.navy, anchor: 'middle', weight: 700 }) +
          text(c[0], c[1] + 60, `TC-${i + 1}`, { size: 11, fill: C.g500, anchor: 'middle', mono: true })
      })
      out += panel(b.x, b.y + 342, b.w, b.h - 342, 'Sensors')
      out += table(
        b.x + 14,
        b.y + 384,
        [200, 160, 160, 160, 200],
        [
          ['Sensor', 'Type', 'Value', 'Limit', 'Status'],
          ['ENV-01 north gate', 'PM10', '38 ug/m3', '80', 'Normal'],
          ['ENV-02 east', 'Noise', '71 dB', '70', 'Alert'],
          ['TC-3 anemometer', 'Wind', '11.2 m/s', '13.8', 'Watch'],
          ['FW-12 formwork', 'Inclination', '0.12 deg', '0.50', 'Offline'],
          ['DP-04 foundation pit', 'Settlement', '6.3 mm', '30', 'Normal'],
        ],
      )
      return out
    },
  })

const siteVideo = () =>
  dashboardWindow({
    product: 'SiteLink',
    nav: SITE_NAV,
    navActive: 4,
    title: 'Video AI  -  9 channels',
    body: (b) => {
      let out = ''
      const cw = (b.w - 24) / 3
      const ch = (b.h - 24) / 3
      for (let i = 0; i < 9; i += 1) {
        const x = b.x + (i % 3) * (cw + 12)
        const y = b.y + Math.floor(i / 3) * (ch + 12)
        const inner: Box = { x, y, w: cw, h: ch }
        out += `<clipPath id="cam${i}"><rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="6"/></clipPath><g clip-path="url(#cam${i})">${rect(x, y, cw, ch, C.ink)}`
        out +=
          i % 3 === 1
            ? drivingView(inner, i / 9, false)
            : i % 3 === 2
              ? bridge3d(inner, { yaw: i / 10 })
              : sitePlan(inner, `cam${i}`, { dark: true, pulse: i / 9 })
        const r = rng(`det${i}`)
        const bx = x + r.range(0.2, 0.6) * cw
        const by = y + r.range(0.3, 0.55) * ch
        out +=
          `<rect x="${bx}" y="${by}" width="34" height="52" fill="none" stroke="${C.tealLight}" stroke-width="1.5"/>` +
          text(bx, by - 4, 'helmet OK', { size: 10, fill: C.tealLight })
        out +=
          rect(x, y, cw, 22, C.ink, 'fill-opacity="0.7"') +
          text(x + 8, y + 15, `CAM-0${i + 1}   2026-10-18 09:42:${String(10 + i).padStart(2, '0')}`, {
            size: 10,
            fill: C.g100,
            mono: true,
          }) +
          '</g>'
      }
      return out
    },
  })

const PLANT_NAV = ['Dashboard', 'Pedestals', 'Steam curing', 'Tensioning', 'Materials', 'Beam registry', 'Quality', 'Settings']

const plantSchedule = () =>
  dashboardWindow({
    product: 'BeamYard',
    nav: PLANT_NAV,
    navActive: 1,
    title: 'Pedestal schedule  -  T-beam line A (24 pedestals)',
    body: (b) => {
      let out = ''
      const kw = (b.w - 36) / 4
      out += kpi(b.x, b.y, kw, 'Beams cast this month', '142', 'pcs', C.blue)
      out += kpi(b.x + kw + 12, b.y, kw, 'Pedestal turnover', '6.8', 'days', C.teal)
      out += kpi(b.x + 2 * (kw + 12), b.y, kw, 'In steam curing', '9', 'pedestals', C.blue)
      out += kpi(b.x + 3 * (kw + 12), b.y, kw, 'Ready to lift', '11', 'beams', C.teal)
      out += panel(b.x, b.y + 108, b.w, b.h - 108)
      out += pedestalSchedule({ x: b.x + 12, y: b.y + 120, w: b.w - 24, h: b.h - 170 }, 'plant', { rows: 18, day: 16 })
      const ly = b.y + b.h - 34
      ;(['rebar', 'formwork', 'pour', 'curing', 'tension'] as const).forEach((ph, i) => {
        out +=
          rect(b.x + 20 + i * 150, ly, 18, 10, PHASE_COLOURS[ph], 'rx="2"') +
          text(b.x + 44 + i * 150, ly + 10, ['Rebar cage', 'Formwork', 'Concrete pour', 'Steam curing', 'Tensioning'][i], {
            size: 11,
            fill: C.g700,
          })
      })
      return out
    },
  })

const plantLayoutScreen = () =>
  dashboardWindow({
    product: 'BeamYard',
    nav: PLANT_NAV,
    title: 'Plant twin  -  live status',
    body: (b) => {
      let out = panel(b.x, b.y, b.w * 0.68, b.h, 'Plant layout')
      out += plantLayout({ x: b.x + 4, y: b.y + 34, w: b.w * 0.68 - 8, h: b.h - 40 }, { light: true })
      const px = b.x + b.w * 0.68 + 12
      const pw = b.w * 0.32 - 12
      out += panel(px, b.y, pw, 250, 'Pedestal utilisation')
      out +=
        donut([px + pw / 2, b.y + 140], 62, 0.83, { width: 14 }) +
        text(px + pw / 2, b.y + 148, '83%', { size: 24, fill: C.navy, anchor: 'middle', weight: 700 })
      out += panel(px, b.y + 262, pw, b.h - 262, 'Gantry cranes')
      ;[
        ['GC-1  80 t', 'Lifting beam A-117'],
        ['GC-2  80 t', 'Idle'],
        ['GC-3  10 t', 'Rebar cage P-14'],
      ].forEach(([n, s], i) => {
        const y = b.y + 262 + 60 + i * 56
        out +=
          circle([px + 24, y - 4], 6, i === 1 ? C.g300 : C.teal) +
          text(px + 38, y, n, { size: 13, fill: C.navy, weight: 700 }) +
          text(px + 38, y + 18, s, { size: 11, fill: C.g500 })
      })
      return out
    },
  })

const plantCuring = () =>
  dashboardWindow({
    product: 'BeamYard',
    nav: PLANT_NAV,
    navActive: 2,
    title: 'Steam curing  -  automatic temperature control',
    body: (b) => {
      let out = panel(b.x, b.y, b.w, b.h * 0.6, 'Chamber temperature (deg C), target envelope')
      const curve = (shift: number, peak: number) => {
        const out2: number[] = []
        for (let i = 0; i < 60; i += 1) {
          const t = i - shift
          out2.push(
            t < 4
              ? 22
              : t < 10
                ? 22 + (peak - 22) * ((t - 4) / 6)
                : t < 34
                  ? peak + Math.sin(i) * 0.8
                  : t < 44
                    ? peak - (peak - 24) * ((t - 34) / 10)
                    : 24,
          )
        }
        return out2
      }
      const gx = b.x + 40
      const gw = b.w - 80
      out += lineChart(gx, b.y + 50, gw, b.h * 0.6 - 80, curve(0, 52), { max: 60, min: 10, stroke: C.g300, width: 10 })
      out += lineChart(gx, b.y + 50, gw, b.h * 0.6 - 80, curve(1, 48), { max: 60, min: 10, stroke: C.blue, gridLines: 0 })
      out += lineChart(gx, b.y + 50, gw, b.h * 0.6 - 80, curve(3, 47), { max: 60, min: 10, stroke: C.teal, gridLines: 0 })
      out += lineChart(gx, b.y + 50, gw, b.h * 0.6 - 80, curve(6, 49), { max: 60, min: 10, stroke: C.navy, gridLines: 0 })
      ;['Static', 'Heating <= 10 C/h', 'Constant 45-50 C', 'Cooling'].forEach(
        (l, i) => (out += text(gx + gw * [0.02, 0.12, 0.35, 0.62][i], b.y + b.h * 0.6 - 12, l, { size: 11, fill: C.g500 })),
      )
      out += panel(b.x, b.y + b.h * 0.6 + 12, b.w, b.h * 0.4 - 12, 'Chambers')
      out += table(
        b.x + 14,
        b.y + b.h * 0.6 + 52,
        [180, 140, 140, 140, 140, 160],
        [
          ['Chamber', 'Beam', 'Temp', 'Humidity', 'Elapsed', 'Stage'],
          ['SC-01', 'A-118', '48.6 C', '96 %', '11 h 20', 'Constant'],
          ['SC-02', 'A-119', '31.2 C', '94 %', '3 h 05', 'Heating'],
          ['SC-03', 'A-121', '47.9 C', '97 %', '8 h 40', 'Constant'],
          ['SC-04', 'A-114', '27.5 C', '90 %', '19 h 10', 'Cooling'],
        ],
      )
      return out
    },
  })

/** Every screenshot, by product route; the first of each is the product's hero image. */
export const SCREENS = {
  airoad: [
    {
      id: 'airoad-plan',
      svg: airoadPlan,
      zh: 'AIRoad 多方案平面布设与比选界面',
      en: 'AIRoad: laying out and comparing alignment schemes in plan',
    },
    { id: 'airoad-profile', svg: airoadProfile, zh: 'AIRoad 纵断面拉坡设计界面', en: 'AIRoad: longitudinal profile and grade line design' },
    {
      id: 'airoad-3d',
      svg: airoad3d,
      zh: 'AIRoad 三维地形方案浏览与指标对比',
      en: 'AIRoad: schemes on 3D terrain with side-by-side indicators',
    },
  ],
  eicad: [
    { id: 'eicad-interchange', svg: eicadInterchange, zh: 'EICAD 互通立交匝道设计界面', en: 'EICAD: interchange ramp design in plan' },
    { id: 'eicad-sections', svg: eicadSections, zh: 'EICAD 横断面批量设计图', en: 'EICAD: batch cross-section sheet' },
    { id: 'eicad-earthwork', svg: eicadEarthwork, zh: 'EICAD 土石方计算与调配图', en: 'EICAD: earthwork volumes and mass haul diagram' },
  ],
  ticad: [
    { id: 'ticad-line', svg: ticadLine, zh: 'TICAD 轨道交通线路平纵设计界面', en: 'TICAD: rail transit line plan and profile' },
    { id: 'ticad-station', svg: ticadStation, zh: 'TICAD 车站配线与道岔布置', en: 'TICAD: station track layout and turnouts' },
    { id: 'ticad-viaduct', svg: ticadViaduct, zh: 'TICAD 高架区间三维模型', en: 'TICAD: 3D model of an elevated section' },
  ],
  vrRoad: [
    { id: 'vrroad-drive', svg: vrDrive, zh: 'VRRoad 驾驶仿真视角', en: 'VRRoad: driver-eye simulation' },
    { id: 'vrroad-safety', svg: vrSafety, zh: 'VRRoad 运行速度与安全性评价', en: 'VRRoad: operating speed and safety evaluation' },
    { id: 'vrroad-sight', svg: vrSight, zh: 'VRRoad 视距检验', en: 'VRRoad: sight distance check' },
  ],
  Report3D: [
    {
      id: 'report3d-scene',
      svg: report3dScene,
      zh: 'Report3D 三维场景与漫游路径编辑',
      en: 'Report3D: 3D scene and fly-through path editing',
    },
    { id: 'report3d-bridge', svg: report3dBridge, zh: 'Report3D 桥梁施工阶段展示', en: 'Report3D: bridge construction stages' },
    { id: 'report3d-story', svg: report3dStory, zh: 'Report3D 汇报分镜与渲染队列', en: 'Report3D: storyboard and render queue' },
  ],
  productSzhjsgl: [
    { id: 'cm-overview', svg: cmOverview, zh: '施工管理平台项目总览驾驶舱', en: 'Construction management: project overview' },
    { id: 'cm-gantt', svg: cmGantt, zh: '施工管理平台进度计划横道图', en: 'Construction management: master schedule' },
    {
      id: 'cm-bim',
      svg: cmBim,
      zh: '施工管理平台 BIM 构件状态与质检记录',
      en: 'Construction management: BIM component status and inspections',
    },
  ],
  zhgd: [
    { id: 'site-dashboard', svg: siteDashboard, zh: '智慧工地指挥中心大屏', en: 'Smart site: command centre' },
    { id: 'site-env', svg: siteEnv, zh: '智慧工地环境与设备监测', en: 'Smart site: environment and equipment monitoring' },
    { id: 'site-video', svg: siteVideo, zh: '智慧工地视频 AI 识别', en: 'Smart site: video AI channels' },
  ],
  zngc: [
    { id: 'plant-schedule', svg: plantSchedule, zh: '智慧梁场台座排产计划', en: 'Smart beam plant: pedestal schedule' },
    { id: 'plant-layout', svg: plantLayoutScreen, zh: '智慧梁场数字孪生布局', en: 'Smart beam plant: live plant twin' },
    { id: 'plant-curing', svg: plantCuring, zh: '智慧梁场智能蒸汽养护', en: 'Smart beam plant: automatic steam curing' },
  ],
} as const
