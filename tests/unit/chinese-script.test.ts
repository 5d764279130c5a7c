import { describe, expect, it } from 'vitest'

import { convertStrings, simplifiedToTraditional } from '@/lib/chinese-script'

const TEXT = '道路设计软件的数据与信息，鼠标和网络；AIRoad 2024 版'

describe('Simplified into Traditional Chinese', () => {
  it('converts by phrase, in the regional variant asked for', () => {
    expect(simplifiedToTraditional('tw')(TEXT)).toBe('道路設計軟件的數據與信息，鼠標和網絡；AIRoad 2024 版')
    expect(simplifiedToTraditional('twp')(TEXT)).toBe('道路設計軟體的資料與資訊，滑鼠和網路；AIRoad 2024 版')
  })

  it('the editors’ term list has the last word', () => {
    const terms = [
      { simplified: '软件', traditional: '軟體' },
      { simplified: '数据', traditional: '資料' },
      { simplified: ' ', traditional: '' },
    ]
    expect(simplifiedToTraditional('tw', terms)(TEXT)).toBe('道路設計軟體的資料與信息，鼠標和網絡；AIRoad 2024 版')
    // The same list gives the same converter; another list another one.
    expect(simplifiedToTraditional('tw', terms)).toBe(simplifiedToTraditional('tw', [...terms]))
    expect(simplifiedToTraditional('tw', terms)).not.toBe(simplifiedToTraditional('tw'))
  })

  it('converts every string of a document, rich text included, and leaves addresses and the rest alone', () => {
    const convert = simplifiedToTraditional('twp')
    const doc = {
      title: '桥梁软件',
      rows: [{ id: 'a1', label: '数据' }],
      body: { root: { type: 'root', children: [{ type: 'text', text: '隧道设计', format: 0 }] } },
      cover: 12,
      url: 'https://example.com/软件?a=1',
      when: null,
    }
    expect(convertStrings(doc, convert)).toEqual({
      title: '橋梁軟體',
      rows: [{ id: 'a1', label: '資料' }],
      body: { root: { type: 'root', children: [{ type: 'text', text: '隧道設計', format: 0 }] } },
      cover: 12,
      url: 'https://example.com/软件?a=1',
      when: null,
    })
  })
})
