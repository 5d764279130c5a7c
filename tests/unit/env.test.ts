import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { checkEnvironment, ConfigurationError, pathPrefix, readS3Settings, setting, VARIABLES } from '@/env'

import { DOCS, withTable } from '../../scripts/env-docs'

describe('the configuration (src/env.ts)', () => {
  it('gives each variable its default when it is unset or blank', () => {
    expect(setting('PORT', {})).toBe(3000)
    expect(setting('CONTENT_CACHE', { CONTENT_CACHE: '  ' })).toBe(true)
    expect(setting('CONTACT_RATE_LIMIT', {})).toBe('5/600')
    expect(setting('MICRO_CACHE_MB', {})).toBe(64 * 1024 * 1024)
    expect(setting('TRUST_PROXY', {})).toBe(0)
    expect(setting('LOG_LEVEL', {})).toBe('info')
  })

  it('reads every switch the same way', () => {
    for (const on of ['on', 'true', 'YES', '1']) expect(setting('CSP_SCRIPT_HASHES', { CSP_SCRIPT_HASHES: on }), on).toBe(true)
    for (const off of ['off', 'False', 'no', '0']) expect(setting('DEFER_PAGE_SCRIPTS', { DEFER_PAGE_SCRIPTS: off }), off).toBe(false)
    expect(() => setting('INSIGHT', { INSIGHT: 'maybe' })).toThrow(/INSIGHT="maybe" is not on or off/)
  })

  it('normalises a path prefix one way: a leading slash, none at the end', () => {
    for (const given of ['website', '/website', '/website/', ' website// ']) expect(pathPrefix(given), given).toBe('/website')
    for (const none of [undefined, '', '/', ' // ']) expect(pathPrefix(none)).toBe('')
    expect(setting('BASE_PATH', { BASE_PATH: 'website/' })).toBe('/website')
  })

  it('parses numbers, sizes, limits and proxies, and refuses what they cannot be', () => {
    expect(setting('PAGE_CACHE_MB', { PAGE_CACHE_MB: '0.5' })).toBe(512 * 1024)
    expect(setting('MICRO_CACHE_TTL', { MICRO_CACHE_TTL: '0' })).toBe(0)
    expect(setting('SEARCH_RATE_LIMIT', { SEARCH_RATE_LIMIT: '0' })).toBe('off')
    expect(setting('TRUST_PROXY', { TRUST_PROXY: 'true' })).toBe(1)
    expect(setting('TRUST_PROXY', { TRUST_PROXY: '2' })).toBe(2)
    expect(() => setting('TRUST_PROXY', { TRUST_PROXY: '-1' })).toThrow(ConfigurationError)
    expect(() => setting('PORT', { PORT: '70000' })).toThrow(/a whole number from 0 to 65535/)
    expect(() => setting('MAX_IMAGE_MB', { MAX_IMAGE_MB: '0' })).toThrow(/megabytes above 0/)
    expect(() => setting('CONTACT_RATE_LIMIT', { CONTACT_RATE_LIMIT: 'five' })).toThrow(/N\/seconds/)
    expect(() => setting('LOG_LEVEL', { LOG_LEVEL: 'loud' })).toThrow(/one of trace, debug/)
  })

  it("sees a change of the process's own variables, and refuses a wrong one each time", () => {
    const before = process.env.REDIS_PREFIX
    try {
      process.env.REDIS_PREFIX = 'one:'
      expect(setting('REDIS_PREFIX')).toBe('one:')
      expect(setting('REDIS_PREFIX')).toBe('one:')
      process.env.REDIS_PREFIX = 'two:'
      expect(setting('REDIS_PREFIX')).toBe('two:')
    } finally {
      if (before === undefined) delete process.env.REDIS_PREFIX
      else process.env.REDIS_PREFIX = before
    }
    const port = process.env.SMTP_PORT
    try {
      process.env.SMTP_PORT = 'abc'
      expect(() => setting('SMTP_PORT')).toThrow(ConfigurationError)
      expect(() => setting('SMTP_PORT')).toThrow(ConfigurationError)
    } finally {
      if (port === undefined) delete process.env.SMTP_PORT
      else process.env.SMTP_PORT = port
    }
  })

  it('names every wrong variable at once', () => {
    expect(() => checkEnvironment({})).not.toThrow()
    try {
      checkEnvironment({ PORT: 'abc', INSIGHT: 'maybe', SMTP_PORT: '25' })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError)
      expect((error as ConfigurationError).problems.map((p) => p.name)).toEqual(['PORT', 'INSIGHT'])
      expect(String((error as Error).message)).toContain('docs/operations.md')
    }
  })

  it('reads the S3 settings from the variables given', () => {
    expect(readS3Settings({})).toBeNull()
    expect(readS3Settings({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes', S3_PUBLIC_URL: 'https://cdn.example.com/' })).toMatchObject({
      bucket: 'media',
      region: 'us-east-1',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com',
    })
  })

  it('documents every variable: docs/operations.md holds the table generated from the schema', () => {
    const docs = fs.readFileSync(DOCS, 'utf8')
    expect(withTable(docs), 'run npm run docs:env').toBe(docs)
    for (const name of Object.keys(VARIABLES)) expect(docs).toContain(`| \`${name}\` |`)
  })
})
