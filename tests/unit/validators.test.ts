import { describe, expect, it } from 'vitest'

import { isIdNumber, isMainlandPhone, maskPhone, paramCheck } from '@/lib/validators'

describe('isMainlandPhone', () => {
  it('accepts 11 digits starting 1[3-9]', () => {
    for (const second of '3456789') expect(isMainlandPhone(`1${second}812345678`)).toBe(true)
  })

  it('rejects a second digit 0, 1 or 2', () => {
    for (const second of '012') expect(isMainlandPhone(`1${second}812345678`)).toBe(false)
  })

  it('accepts the 86 and +86 prefixes', () => {
    expect(isMainlandPhone('8613812345678')).toBe(true)
    expect(isMainlandPhone('+8613812345678')).toBe(true)
  })

  it('rejects other prefixes and malformed prefixes', () => {
    expect(isMainlandPhone('+13812345678')).toBe(false)
    expect(isMainlandPhone('+8513812345678')).toBe(false)
    expect(isMainlandPhone('008613812345678')).toBe(false)
    expect(isMainlandPhone('++8613812345678')).toBe(false)
    expect(isMainlandPhone('+86+8613812345678')).toBe(false)
  })

  it('rejects a number that does not start with 1', () => {
    expect(isMainlandPhone('23812345678')).toBe(false)
    expect(isMainlandPhone('8623812345678')).toBe(false)
  })

  it('rejects too few or too many digits', () => {
    expect(isMainlandPhone('1381234567')).toBe(false)
    expect(isMainlandPhone('138123456789')).toBe(false)
    expect(isMainlandPhone('+86138123456789')).toBe(false)
  })

  it('rejects spaces anywhere, dashes and letters', () => {
    expect(isMainlandPhone(' 13812345678')).toBe(false)
    expect(isMainlandPhone('13812345678 ')).toBe(false)
    expect(isMainlandPhone('138 1234 5678')).toBe(false)
    expect(isMainlandPhone('+86 13812345678')).toBe(false)
    expect(isMainlandPhone('138-1234-5678')).toBe(false)
    expect(isMainlandPhone('1381234567a')).toBe(false)
    expect(isMainlandPhone('           ')).toBe(false)
    expect(isMainlandPhone('１３８１２３４５６７８')).toBe(false) // full-width digits
  })

  it('rejects non-strings and empty values', () => {
    expect(isMainlandPhone('')).toBe(false)
    expect(isMainlandPhone(null)).toBe(false)
    expect(isMainlandPhone(undefined)).toBe(false)
    expect(isMainlandPhone(13812345678)).toBe(false)
  })
})

describe('isIdNumber', () => {
  const id = (date: string, last = '1') => `110101${date}123${last}`

  it('accepts a valid number with each century 18xx, 19xx, 20xx', () => {
    expect(isIdNumber(id('18990101'))).toBe(true)
    expect(isIdNumber(id('19900515'))).toBe(true)
    expect(isIdNumber(id('20001231'))).toBe(true)
  })

  it('rejects years starting 17 or 21', () => {
    expect(isIdNumber(id('17990101'))).toBe(false)
    expect(isIdNumber(id('21000101'))).toBe(false)
    expect(isIdNumber(id('21990101'))).toBe(false)
  })

  it('checks the month: 01 to 12', () => {
    expect(isIdNumber(id('19900001'))).toBe(false)
    expect(isIdNumber(id('19901201'))).toBe(true)
    expect(isIdNumber(id('19901301'))).toBe(false)
  })

  it('checks the day against the real calendar', () => {
    expect(isIdNumber(id('19900100'))).toBe(false)
    expect(isIdNumber(id('19900131'))).toBe(true)
    expect(isIdNumber(id('19900132'))).toBe(false)
    expect(isIdNumber(id('19900430'))).toBe(true)
    expect(isIdNumber(id('19900431'))).toBe(false)
    expect(isIdNumber(id('19901131'))).toBe(false)
    expect(isIdNumber(id('19900228'))).toBe(true)
    expect(isIdNumber(id('19900230'))).toBe(false)
  })

  it('allows 29 February only in leap years', () => {
    expect(isIdNumber(id('19960229'))).toBe(true) // divisible by 4
    expect(isIdNumber(id('19970229'))).toBe(false)
    expect(isIdNumber(id('19000229'))).toBe(false) // divisible by 100, not 400
    expect(isIdNumber(id('20000229'))).toBe(true) // divisible by 400
    expect(isIdNumber(id('18960229'))).toBe(true)
    expect(isIdNumber(id('20240229'))).toBe(true)
    expect(isIdNumber(id('20230229'))).toBe(false)
  })

  it('accepts a final X in either case and rejects other letters', () => {
    expect(isIdNumber(id('19900515', 'X'))).toBe(true)
    expect(isIdNumber(id('19900515', 'x'))).toBe(true)
    expect(isIdNumber(id('19900515', 'Y'))).toBe(false)
    expect(isIdNumber('11010119900515X231')).toBe(false) // X only at the end
  })

  it('rejects the wrong length, spaces and non-strings', () => {
    expect(isIdNumber('11010119900515123')).toBe(false)
    expect(isIdNumber('1101011990051512345')).toBe(false)
    expect(isIdNumber('110101 19900515 1231')).toBe(false)
    expect(isIdNumber(` ${id('19900515')}`)).toBe(false)
    expect(isIdNumber('                  ')).toBe(false)
    expect(isIdNumber('')).toBe(false)
    expect(isIdNumber(null)).toBe(false)
    expect(isIdNumber(110101199005151231)).toBe(false)
  })
})

describe('paramCheck', () => {
  it('passes when every value is truthy', () => {
    expect(paramCheck('a', 1, {}, [], true)).toBe(true)
  })

  it('passes the string "0"', () => {
    expect(paramCheck('0')).toBe(true)
    expect(paramCheck('x', '0', 5)).toBe(true)
  })

  it('fails when any value is falsy, including the number 0', () => {
    expect(paramCheck('a', '')).toBe(false)
    expect(paramCheck('a', null)).toBe(false)
    expect(paramCheck(undefined, 'a')).toBe(false)
    expect(paramCheck(0)).toBe(false)
    expect(paramCheck(false)).toBe(false)
    expect(paramCheck(Number.NaN)).toBe(false)
  })

  it('passes a string of spaces (truthy; not the isEmpty rule)', () => {
    expect(paramCheck('   ')).toBe(true)
  })

  it('passes with no values', () => {
    expect(paramCheck()).toBe(true)
  })
})

describe('maskPhone', () => {
  it('masks the middle four digits of an 11-digit number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
  })

  it('keeps the 86 and +86 prefixes', () => {
    expect(maskPhone('8613812345678')).toBe('86138****5678')
    expect(maskPhone('+8613812345678')).toBe('+86138****5678')
  })

  it('reads a number as its digits and trims surrounding spaces', () => {
    expect(maskPhone(13812345678)).toBe('138****5678')
    expect(maskPhone('  13812345678 ')).toBe('138****5678')
  })

  it('masks the four central characters of other values', () => {
    expect(maskPhone('12345678')).toBe('12****78')
    expect(maskPhone('1234567')).toBe('1****67')
    expect(maskPhone('010-12345678')).toBe('010-****5678')
    expect(maskPhone('1234')).toBe('****')
  })

  it('masks every character of a value shorter than 4', () => {
    expect(maskPhone('123')).toBe('***')
    expect(maskPhone('1')).toBe('*')
  })

  it('gives an empty string for empty values and strings of spaces', () => {
    expect(maskPhone('')).toBe('')
    expect(maskPhone('    ')).toBe('')
    expect(maskPhone(null)).toBe('')
    expect(maskPhone(undefined)).toBe('')
  })
})
