/**
 * The captions of the silent product clips (src/seed/demo/artwork/compositions.ts, `clipFrame`), timed within their
 * length (CLIP_SECONDS): the videos of DEMO_ARTWORK=placeholder, which shows the first product's clip everywhere. The
 * full demo shows narrated tutorials instead, captioned from their narration (src/seed/demo/narrated-video.ts).
 */
import type { ClipKind } from '../artwork/compositions'

type Line = { start: number; end: number; zh: string; en: string }

export const CLIP_CAPTIONS: Partial<Record<ClipKind, Line[]>> = {
  airoad: [
    { start: 0, end: 2.6, zh: '控制点布设完成，AIRoad 开始在地形上生成路线方案。', en: 'With the control points placed, AIRoad starts laying a route over the terrain.' },
    { start: 2.6, end: 5.4, zh: '平面与纵断面随等高线同步优化，避开陡坡。', en: 'Plan and profile are optimised together against the contours, keeping off steep ground.' },
    { start: 5.4, end: 8, zh: '方案成形，可以直接进入方案比选。', en: 'The scheme is complete and ready for comparison.' },
  ],
  eicad: [
    { start: 0, end: 2.3, zh: 'EICAD 按设计顺序逐条绘出苜蓿叶互通的匝道。', en: 'EICAD draws the cloverleaf interchange ramp by ramp, in design order.' },
    { start: 2.3, end: 4.7, zh: '四条环形匝道在主线两侧对称展开。', en: 'The four loop ramps unfold symmetrically on both sides of the main line.' },
    { start: 4.7, end: 7, zh: '定向匝道与端部连接一并生成，互通布置完成。', en: 'Directional ramps and their gores follow, and the layout is complete.' },
  ],
  ticad: [
    { start: 0, end: 2.6, zh: 'TICAD 中的地铁线路平面，沿线设有 ST05 至 ST08 四座车站。', en: 'A metro line in TICAD, in plan, with four stations, ST05 to ST08.' },
    { start: 2.6, end: 5.4, zh: '列车沿线路前进，依次经过各车站。', en: 'A train runs along the line, passing each station in turn.' },
    { start: 5.4, end: 8, zh: '到达的车站逐一点亮，便于核对站间距与配线。', en: 'Each station lights up as it is reached, to check station spacing and track layout.' },
  ],
}
