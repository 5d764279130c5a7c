import { describe, expect, it } from 'vitest'

import { languageLiterals } from '../../scripts/language-literals'

describe('the count of language literals (npm run check:languages)', () => {
  it('counts string literals that are a language code, tag or the English prefix, in code only', () => {
    const code = [
      "import en from '@/i18n/messages/en/common.json'",
      "// a comment that says 'en' is not counted",
      "const a = locale === 'en' ? '/en' : ''",
      'const b = `/en${path}`',
      "const c = { zh: '中文', en: 'English' }",
      "const d = 'english'",
      "const e = '/enquiry'",
      "const f = lang === 'zh-CN'",
    ].join('\n')
    expect(languageLiterals('x.ts', code).map((l) => `${l.line}:${l.text}`)).toEqual(['3:en', '3:/en', '4:/en', '8:zh-CN'])
  })

  it('a line (or the line above) that says why is excused', () => {
    const code = ['// language-literal-ok: a formatting device', "const f = new Intl.DateTimeFormat('en-GB')", "const g = 'en'"].join('\n')
    expect(languageLiterals('x.ts', code).map((l) => l.line)).toEqual([3])
  })
})
