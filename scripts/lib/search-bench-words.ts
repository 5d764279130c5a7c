/** The vocabulary of the search benchmark's generated items and queries (scripts/lib/search-bench.ts). */
export const ZH_WORDS = [
  '互通',
  '立交',
  '梁场',
  '隧道',
  '桥梁',
  '路线',
  '纵断面',
  '横断面',
  '土石方',
  '匝道',
  '端部',
  '变速车道',
  '超高',
  '视距',
  '盾构',
  '智慧工地',
  '数字孪生',
  '施工管理',
  '质量追溯',
  '排产',
  '养护',
  '张拉',
  '压浆',
  '高速公路',
  '铁路',
  '城市道路',
  '设计院',
  '高校',
  '三维',
  '建模',
  '出图',
  '交付',
  '正向设计',
  '协同',
  '点云',
  '实景',
  '倾斜摄影',
  '方案比选',
  '造价',
  '进度',
]
export const EN_WORDS = [
  'interchange',
  'ramp',
  'alignment',
  'profile',
  'section',
  'earthwork',
  'tunnel',
  'bridge',
  'precast',
  'yard',
  'shield',
  'construction',
  'design',
  'drawing',
  'model',
  'delivery',
  'survey',
  'terrain',
  'mesh',
  'cloud',
  'point',
  'scheme',
  'highway',
  'railway',
  'urban',
  'road',
  'institute',
  'university',
  'training',
  'release',
  'update',
  'feature',
  'quality',
  'schedule',
  'curing',
  'tension',
  'grouting',
  'collaboration',
  'visualisation',
  'report',
]

/** Common Chinese characters the filler words are made of (two each: 3,600 words). */
const ZH_CHARACTERS = [
  ...'的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严',
]

function fillerWords(count: number, make: (i: number) => string): string[] {
  return Array.from({ length: count }, (_, i) => make(i))
}

/** Words of ordinary text around the domain words: none of them is a domain word or part of one. */
export const ZH_FILLER = fillerWords(1500, (i) => `${ZH_CHARACTERS[i % 60]}${ZH_CHARACTERS[60 + Math.floor(i / 60)]}`)

const SYLLABLES = ['ba', 'ko', 'mi', 'su', 'te', 'ra', 'lo', 'ne', 'vi', 'du', 'pa', 'zo', 'fe', 'gu', 'hi', 'jo', 'ki', 'wa', 'xe', 'yu']
export const EN_FILLER = fillerWords(
  1500,
  (i) => `${SYLLABLES[i % 20]}${SYLLABLES[Math.floor(i / 20) % 20]}${SYLLABLES[Math.floor(i / 400) % 20]}n`,
)

/** The share of a generated text's words that are domain words (each domain word is then in about 8 % of items). */
export const DOMAIN_SHARE = 0.05
