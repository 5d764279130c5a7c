/**
 * Payload's errors that were the caller's: a malformed upload is a 400 (src/lib/request-body-errors.ts), and a 4xx is
 * logged at info, not as a server error with its stack (src/lib/public-errors.ts, the logger in payload.config.ts).
 */
import { describe, expect, it } from 'vitest'

import { callerErrorMessage } from '@/lib/public-errors'
import { malformedBodyAnswer } from '@/lib/request-body-errors'

describe('malformed request bodies', () => {
  it('the upload parser’s complaints are a 400 in the editor’s language; other errors are left alone', () => {
    expect(malformedBodyAnswer(new Error('Malformed part header'), 'en')).toEqual({
      status: 400,
      response: { errors: [{ message: expect.stringMatching(/^Invalid request body/) }] },
    })
    expect(malformedBodyAnswer(new Error('Unexpected end of form'), 'zh')?.response.errors[0].message).toMatch(/请求内容无效/)
    // Payload's own check of a multipart content type without a boundary, thrown as a 500 APIError.
    expect(malformedBodyAnswer(Object.assign(new Error('Request is not eligible for file upload'), { status: 500 }), 'en')?.status).toBe(
      400,
    )
    expect(malformedBodyAnswer(new Error('Failed query: select 1'))).toBeNull()
    expect(malformedBodyAnswer({ message: undefined })).toBeNull()
  })

  it('a form’s _payload that is not JSON is a 400; other syntax errors and errors with a status are left alone', () => {
    for (const text of ['{', '{"a":', 'x', '']) {
      let thrown: unknown
      try {
        JSON.parse(text)
      } catch (error) {
        thrown = error
      }
      expect(malformedBodyAnswer(thrown as Error, 'en')?.response.errors[0].message, text).toMatch(/_payload field is not valid JSON/)
      expect(malformedBodyAnswer(thrown as Error, 'zh')?.status).toBe(400)
    }
    expect(malformedBodyAnswer(new SyntaxError('Invalid regular expression: /(/'))).toBeNull()
    expect(malformedBodyAnswer(Object.assign(new SyntaxError('Unexpected token'), { status: 500 }))).toBeNull()
    expect(malformedBodyAnswer(new TypeError('Unexpected token in JSON'))).toBeNull()
  })
})

describe('caller errors in the log', () => {
  it('names a 4xx error (its class name minified) for an info line; leaves server errors and other lines', () => {
    const notFound = Object.assign(new Error('未找到'), { name: 'iv', status: 404, isOperational: true })
    expect(callerErrorMessage({ err: notFound })).toBe('未找到')
    expect(callerErrorMessage({ err: { status: 403, message: '' } })).toBe('HTTP 403')
    expect(callerErrorMessage({ err: Object.assign(new Error('Failed query'), { status: 500 }) })).toBeNull()
    expect(callerErrorMessage({ err: new Error('Malformed part header') })).toBe('Malformed part header')
    expect(callerErrorMessage({ err: new Error('Cannot read properties of null') })).toBeNull()
    expect(callerErrorMessage('text')).toBeNull()
    expect(callerErrorMessage({ msg: 'x' })).toBeNull()
  })
})
