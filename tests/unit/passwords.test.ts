import { dictionary } from '@zxcvbn-ts/language-common'
import { describe, expect, it } from 'vitest'

import { MIN_PASSWORD_LENGTH, passwordProblem } from '@/auth/passwords'
import { SLOWDOWN_AFTER, SLOWDOWN_MAX_MS, slowdownMs, takeAccountTurn, TURN_WAIT_MAX_MS } from '@/auth/throttle'
import { clientAddressFromHeaders } from '@/lib/client-address'
import { ensureFirstAdmin } from '@/seed/first-admin'

describe('the password rule', () => {
  it('needs 12 characters, counted as people count them', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12)
    expect(passwordProblem('Eleven-char')?.en).toBe('The password needs at least 12 characters (this one has 11).')
    expect(passwordProblem('Eleven-char')?.zh).toBe('密码至少需要 12 个字符（当前 11 个）。')
    expect(passwordProblem('Twelve-chars')).toBeNull()
    // Six emoji are twelve UTF-16 units but six characters.
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑')?.en).toMatch(/has 6\)/)
    expect(passwordProblem('')?.en).toBe('Enter a password.')
    expect(passwordProblem(undefined)?.zh).toBe('请输入密码。')
    expect(passwordProblem('x'.repeat(257))?.en).toMatch(/at most 256/)
  })

  it('refuses weak passwords of any length by estimate, with the reason in both languages', () => {
    const weak: Array<[string, RegExp]> = [
      ['password1234', /common password with small changes/],
      ['aaaaaaaaaaaa', /repeated characters/],
      ['qwertyuiop123', /common password with small changes|neighbouring keys/],
      ['qwerty123456', /most common passwords/],
      ['QwErTy123456', /common password/],
      [' 1qaz2wsx3edc ', /most common passwords/],
      ['leavemealone', /most common passwords/],
      ['abcdefghijklmnop', /sequences/],
      ['x'.repeat(256), /repeated characters/],
      ['Password-Password-Password-Password', /./],
    ]
    for (const [password, reason] of weak) {
      const problem = passwordProblem(password)
      expect(problem?.en, password).toMatch(/^This password is too easy to guess\. /)
      expect(problem?.en, password).toMatch(reason)
      expect(problem?.zh, password).toMatch(/^这个密码太容易被猜中。/)
      // The admin's error toast takes an ASCII comma for a list separator.
      expect(`${problem?.zh}${problem?.en}`, password).not.toContain(',')
    }
    for (const strong of [
      'Sign-in-test-passphrase-42',
      'e2e-0123456789abcdef',
      'correct horse battery staple',
      '云栖数字 2026 年的新网站',
    ]) {
      expect(passwordProblem(strong), strong).toBeNull()
    }
    // A long password with a hard part is not judged by its weak start.
    expect(passwordProblem(`${'a'.repeat(100)}-Sign-in-test-passphrase-42-zX9q!rT7`)).toBeNull()
  })

  it('refuses pinyin words, names and number codes, with the reason in both languages', () => {
    for (const password of ['woaini1314520', '5201314woaini', 'zhangwei1988', 'woaiwojia1314', 'xiaobaobei1314', 'WangFang520520']) {
      const problem = passwordProblem(password)
      expect(problem?.en, password).toMatch(/common pinyin words and names or number codes/)
      expect(problem?.zh, password).toMatch(/拼音词、姓名或数字谐音/)
      expect(`${problem?.zh}${problem?.en}`, password).not.toContain(',')
    }
    expect(passwordProblem('liuyang19900101')?.en).toMatch(/^This password is too easy to guess\. /)
    // Pinyin as such is not refused: unrelated words are as hard to guess in pinyin as in English.
    for (const strong of ['qiaoliang-suidao-2026', 'luotuo xiangzi shuang keng miao']) expect(passwordProblem(strong), strong).toBeNull()
  })

  it('refuses every password the list of the 10,000 most common refused, whatever its case and spaces', () => {
    const common = dictionary['passwords-common'].slice(0, 10_000)
    expect(common).toHaveLength(10_000)
    const long = common.filter((p) => [...p].length >= MIN_PASSWORD_LENGTH)
    expect(long.length).toBeGreaterThan(20)
    for (const password of common) {
      for (const form of [password, password.toUpperCase(), ` ${password} `]) expect(passwordProblem(form), form).not.toBeNull()
    }
    // 10,000 checks: the whole file took 1.3 s alone, this test 7.3 s once beside the browser tests (vitest's default: 5 s).
  }, 30_000)

  it('refuses the company’s product names, changeme and the shifted keyboard walk, with the reason in both languages', () => {
    for (const password of ['Changeme2026!', '!QAZ2wsx#EDC', 'Report3D-2026', 'Roadsoft@2026']) {
      const problem = passwordProblem(password)
      expect(problem?.en, password).toMatch(/company or product name, a usual default password or a walk along the keyboard/)
      expect(problem?.zh, password).toMatch(/公司或产品名称/)
    }
  })

  it('refuses the account’s name joined up', () => {
    expect(passwordProblem('ZhangWei2026!', { name: 'Zhang Wei', email: 'zw@example.com' })?.en).toMatch(/e-mail address or name/)
    expect(passwordProblem('ZhangWei2026!', { name: 'Li Na', email: 'ln@example.com' })).toBeNull()
  })

  it('refuses a password made of the account e-mail address or name', () => {
    expect(passwordProblem('zhangxiaoming88', { email: 'zhangxiaoming@example.com' })?.en).toMatch(/e-mail address or name of the account/)
    expect(passwordProblem('Lixiaolong-2024', { name: 'Lixiaolong' })?.zh).toMatch(/账户的邮箱地址或姓名/)
  })

  it('stops the first administrator with the reason when ADMIN_PASSWORD breaks it, before writing anything', async () => {
    let created = 0
    const payload = { count: async () => ({ totalDocs: 0 }), create: async () => (created += 1), logger: { info: () => {} } }
    await expect(ensureFirstAdmin(payload as never, 'admin@example.com', 'short')).rejects.toThrow(
      /ADMIN_PASSWORD: The password needs at least 12/,
    )
    await expect(ensureFirstAdmin(payload as never, 'admin@example.com', 'qwerty123456')).rejects.toThrow(/most common/)
    await expect(ensureFirstAdmin(payload as never, 'admin@example.com', 'password1234')).rejects.toThrow(
      /ADMIN_PASSWORD: This password is too easy/,
    )
    await expect(ensureFirstAdmin(payload as never, 'webmaster@example.com', 'webmaster-2026')).rejects.toThrow(/e-mail address or name/)
    expect(created).toBe(0)
    await ensureFirstAdmin(payload as never, 'admin@example.com', 'e2e-0123456789abcdef')
    expect(created).toBe(1)
  })
})

describe('sign-in slow-down of an account under attack', () => {
  it('waits from the fifth failure on, doubling, never more than 5 s', () => {
    expect(SLOWDOWN_AFTER).toBe(5)
    expect([0, 4, 5, 6, 7, 8, 9, 10, 50].map(slowdownMs)).toEqual([0, 0, 250, 500, 1000, 2000, 4000, SLOWDOWN_MAX_MS, SLOWDOWN_MAX_MS])
  })

  it('attempts sent at once take turns, one delay apart, and a turn past the longest wait is refused', async () => {
    const now = 1_900_000_000_000
    const email = `turns-${now}@example.com`
    const turns = await Promise.all(Array.from({ length: 8 }, () => takeAccountTurn(email, SLOWDOWN_MAX_MS, now)))
    expect(turns).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((n) => ({ refused: false, waitMs: n * SLOWDOWN_MAX_MS })),
      { refused: true, retryAfterSeconds: TURN_WAIT_MAX_MS / 1000 },
      { refused: true, retryAfterSeconds: TURN_WAIT_MAX_MS / 1000 },
    ])
    // Another account has its own queue; the same account, once its turns are past, waits one delay again.
    expect(await takeAccountTurn(`other-${email}`, 250, now)).toEqual({ refused: false, waitMs: 250 })
    expect(await takeAccountTurn(email.toUpperCase(), 250, now + 60_000)).toEqual({ refused: false, waitMs: 250 })
  })
})

describe('clientAddressFromHeaders', () => {
  it('takes the address server.ts vouches for, else the first forwarded hop, else local', () => {
    expect(clientAddressFromHeaders(new Headers({ 'x-client-address': '203.0.113.5', 'x-forwarded-for': '1.2.3.4' }))).toBe('203.0.113.5')
    expect(clientAddressFromHeaders(new Headers({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' }))).toBe('198.51.100.7')
    expect(clientAddressFromHeaders(new Headers())).toBe('local')
  })
})
