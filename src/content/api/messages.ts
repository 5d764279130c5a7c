import type { Bilingual } from '@/i18n/locales'

/** Every message the public API answers with, in both languages. */
export const apiMessages = {
  ok: { zh: '查询成功', en: 'Success' },
  submitted: { zh: '操作成功', en: 'Success' },
  integerRange: (name: string, min: number, max: number): Bilingual => ({
    zh: `参数 ${name} 无效：应为 ${min} 到 ${max} 之间的整数`,
    en: `Invalid parameter ${name}: expected a whole number from ${min} to ${max}`,
  }),
  required: (name: string): Bilingual => ({
    zh: `缺少参数 ${name}`,
    en: `Missing parameter ${name}`,
  }),
  oneOf: (name: string, values: readonly string[]): Bilingual => ({
    zh: `参数 ${name} 无效：可选值为 ${values.join('、')}`,
    en: `Invalid parameter ${name}: expected one of ${values.join(', ')}`,
  }),
  tooLong: (name: string, max: number): Bilingual => ({
    zh: `参数 ${name} 过长：最多 ${max} 个字符`,
    en: `Parameter ${name} is too long: at most ${max} characters`,
  }),
  idList: (name: string, max: number): Bilingual => ({
    zh: `参数 ${name} 无效：应为以逗号分隔的正整数，最多 ${max} 个`,
    en: `Invalid parameter ${name}: expected up to ${max} positive whole numbers separated by commas`,
  }),
  notFound: (what: Bilingual, id: string | number): Bilingual => ({
    zh: `${what.zh}不存在：${id}`,
    en: `${what.en} not found: ${id}`,
  }),
  noHelpDocument: (alias: string): Bilingual => ({
    zh: `软件 ${alias} 暂无中文帮助文档`,
    en: `There is no English help document for ${alias}`,
  }),
  unknownPath: { zh: '接口不存在', en: 'No such API path' },
  methodNotAllowed: (allowed: string): Bilingual => ({
    zh: `请求方法不被允许，请使用 ${allowed}`,
    en: `Method not allowed; use ${allowed}`,
  }),
  badJson: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  bodyTooLarge: (maxKb: number): Bilingual => ({
    zh: `请求内容过大：最多 ${maxKb} KB`,
    en: `The request body is too large: at most ${maxKb} KB`,
  }),
  tooManyRequests: (minutes: number): Bilingual => ({
    zh: `提交过于频繁，请 ${minutes} 分钟后再试`,
    en: `Too many submissions. Please try again in ${minutes} minutes.`,
  }),
  tooManySearches: (minutes: number): Bilingual => ({
    zh: `搜索过于频繁，请 ${minutes} 分钟后再试`,
    en: `Too many searches. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  }),
  blank: (name: string): Bilingual => ({
    zh: `参数 ${name} 不能为空`,
    en: `Parameter ${name} must not be blank`,
  }),
  badBeacon: (field: string): Bilingual => ({
    zh: `统计数据无效：字段 ${field} 缺失或格式不对`,
    en: `Invalid insight beacon: field ${field} is missing or malformed`,
  }),
  unknownBeaconTarget: {
    zh: '统计数据无效：该页面、视频或专辑不存在或未发布',
    en: 'Invalid insight beacon: no such published page, video or album',
  },
  tooManyBeacons: { zh: '统计请求过于频繁，请稍后再试', en: 'Too many insight beacons. Please try again later.' },
  serverError: { zh: '服务器繁忙，请稍后再试', en: 'The server is busy. Please try again later.' },
  leadNotKept: {
    zh: '暂时无法保存您的留言，本次没有保存任何内容。请一分钟后再次提交。',
    en: 'Your message could not be kept just now, and nothing was stored. Please send it again in a minute.',
  },
} as const

export const things = {
  news: { zh: '新闻', en: 'News item' },
  video: { zh: '视频', en: 'Video' },
  software: { zh: '软件', en: 'Software' },
  updateLog: { zh: '更新日志', en: 'Update log' },
  album: { zh: '教学视频', en: 'Teaching album' },
} as const satisfies Record<string, Bilingual>
