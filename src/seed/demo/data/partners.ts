/** 50 fictional partners: design institutes, universities, construction and investment groups. */
import type { PartnerShape } from '../artwork/compositions'
import type { L } from './types'

type Prefix = [zh: string, en: string, initials: string]
type Kind = { zh: string; en: string; line: string; letter: string; shape: PartnerShape }

const PREFIXES: Prefix[] = [
  ['北岭', 'Beiling', 'BL'], ['江澜', 'Jianglan', 'JL'], ['川岳', 'Chuanyue', 'CY'], ['海峤', 'Haiqiao', 'HQ'], ['东衡', 'Dongheng', 'DH'],
  ['南枫', 'Nanfeng', 'NF'], ['翠岭', 'Cuiling', 'CL'], ['云澄', 'Yuncheng', 'YC'], ['泽川', 'Zechuan', 'ZC'], ['岚山', 'Lanshan', 'LS'],
  ['恒岳', 'Hengyue', 'HY'], ['镜湖', 'Jinghu', 'JH'], ['沧澜', 'Canglan', 'CL'], ['曜石', 'Yaoshi', 'YS'], ['朔风', 'Shuofeng', 'SF'],
  ['青屿', 'Qingyu', 'QY'], ['澜桥', 'Lanqiao', 'LQ'], ['峻岭', 'Junling', 'JL'], ['星渡', 'Xingdu', 'XD'], ['松涛', 'Songtao', 'ST'],
  ['明渠', 'Mingqu', 'MQ'], ['远澜', 'Yuanlan', 'YL'], ['岱川', 'Daichuan', 'DC'], ['嵩衡', 'Songheng', 'SH'], ['晴川', 'Qingchuan', 'QC'],
  ['凌峰', 'Lingfeng', 'LF'], ['溪岚', 'Xilan', 'XL'], ['卓衡', 'Zhuoheng', 'ZH'], ['鸿途', 'Hongtu', 'HT'], ['通衢', 'Tongqu', 'TQ'],
  ['砥石', 'Dishi', 'DS'], ['长汀', 'Changting', 'CT'], ['澄岭', 'Chengling', 'CL'], ['锦川', 'Jinchuan', 'JC'], ['瀚岳', 'Hanyue', 'HY'],
  ['远岫', 'Yuanxiu', 'YX'], ['宁澜', 'Ninglan', 'NL'], ['骏途', 'Juntu', 'JT'], ['华峤', 'Huaqiao', 'HQ'], ['蓝屿', 'Lanyu', 'LY'],
  ['临岳', 'Linyue', 'LY'], ['朗川', 'Langchuan', 'LC'], ['麓岩', 'Luyan', 'LY'], ['弘道', 'Hongdao', 'HD'], ['启衡', 'Qiheng', 'QH'],
  ['清衢', 'Qingqu', 'QQ'], ['远峰', 'Yuanfeng', 'YF'], ['岩澜', 'Yanlan', 'YL'], ['澹川', 'Danchuan', 'DC'], ['墨岭', 'Moling', 'ML'],
]

const KINDS: Kind[] = [
  { zh: '交通规划设计研究院', en: 'Transport Planning & Design Institute', line: 'TRANSPORT DESIGN INSTITUTE', letter: '', shape: 'shield' },
  { zh: '公路勘察设计院', en: 'Highway Survey & Design Institute', line: 'HIGHWAY SURVEY & DESIGN', letter: '', shape: 'hexagon' },
  { zh: '交通大学', en: 'Jiaotong University', line: 'JIAOTONG UNIVERSITY', letter: 'U', shape: 'circle' },
  { zh: '路桥建设集团', en: 'Road & Bridge Construction Group', line: 'ROAD & BRIDGE GROUP', letter: '', shape: 'square' },
  { zh: '市政工程设计研究院', en: 'Municipal Engineering Design Institute', line: 'MUNICIPAL DESIGN INSTITUTE', letter: '', shape: 'arch' },
  { zh: '轨道交通设计研究院', en: 'Rail Transit Design Institute', line: 'RAIL TRANSIT DESIGN', letter: 'R', shape: 'hexagon' },
  { zh: '交通投资集团', en: 'Transport Investment Group', line: 'TRANSPORT INVESTMENT', letter: '', shape: 'square' },
  { zh: '职业技术学院', en: 'Polytechnic College', line: 'POLYTECHNIC COLLEGE', letter: 'P', shape: 'circle' },
  { zh: '隧道工程有限公司', en: 'Tunnel Engineering Co.', line: 'TUNNEL ENGINEERING', letter: 'T', shape: 'arch' },
  { zh: '建工集团', en: 'Construction Engineering Group', line: 'CONSTRUCTION GROUP', letter: '', shape: 'shield' },
]

/** `lines`: the two lines of words beside the emblem, in each language (the Chinese logo names the partner in Chinese). */
export type PartnerDef = { zh: string; en: string; initials: string; lines: L<[string, string]>; shape: PartnerShape; row: '1' | '2' | '3' | '4' }

const ROW_SIZES = [11, 13, 13, 13]

export const PARTNERS: PartnerDef[] = PREFIXES.map(([zh, en, initials], i) => {
  const kind = KINDS[(i * 3) % KINDS.length]
  // rows of 11, 13, 13 and 13 logos, in order
  let row = 0
  let end = ROW_SIZES[0]
  while (i >= end && row < ROW_SIZES.length - 1) {
    row += 1
    end += ROW_SIZES[row]
  }
  return {
    zh: `${zh}${kind.zh}`,
    en: `${en} ${kind.en}`,
    initials: `${initials}${kind.letter}`,
    lines: { zh: [`${zh}${kind.zh}`, `${en.toUpperCase()} ${kind.line}`], en: [en.toUpperCase(), kind.line] },
    shape: kind.shape,
    row: String(row + 1) as PartnerDef['row'],
  }
})
