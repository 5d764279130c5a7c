/**
 * The monitor's chat alert (deploy/monitor/chat-alert.sh), run as the monitor's ALERT_COMMAND runs it, against local
 * WeCom, DingTalk and Feishu robots that check the signature and the keyword as each platform does
 * (tests/support/mock-robots.ts): the alert arrives with its subject and text; a wrong secret is refused and said so.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type MockRobot, type RobotKind, startMockRobot } from '../support/mock-robots'

const script = path.resolve('deploy/monitor/chat-alert.sh')
const robots = {} as Record<RobotKind, MockRobot>
const SECRETS: Record<RobotKind, string> = { wecom: '', dingtalk: 'SECmonitor0123456789abcdef', feishu: 'feishu-monitor-secret' }
const KEYWORD = '网站监控'

function run(env: Record<string, string>, input: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', [script], { env: { ...process.env, ...env } })
    let stderr = ''
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    child.on('close', (code) => resolve({ code: code ?? -1, stderr }))
    // A refusal of the settings exits before it reads the message: the pipe may then be closed.
    child.stdin.on('error', () => {})
    child.stdin.end(input)
  })
}

beforeAll(async () => {
  for (const kind of ['wecom', 'dingtalk', 'feishu'] as const)
    robots[kind] = await startMockRobot(kind, { secret: SECRETS[kind] || undefined, keyword: kind === 'wecom' ? undefined : KEYWORD })
})
afterAll(async () => {
  await Promise.all(Object.values(robots).map((r) => r.close()))
})

describe('chat-alert.sh', () => {
  it('posts the alert to each kind of robot, signed and with the keyword, text intact', async () => {
    const message = 'The site monitor on web1 found:\n\n- http://127.0.0.1:3001: no answer\n- "disk" / 93 % used\\'
    for (const kind of ['wecom', 'dingtalk', 'feishu'] as const) {
      const result = await run(
        {
          CHAT_KIND: kind,
          CHAT_WEBHOOK: robots[kind].url,
          CHAT_SECRET: SECRETS[kind],
          CHAT_KEYWORD: kind === 'wecom' ? '' : KEYWORD,
          ALERT_SUBJECT: '[site] 2 problem(s) on web1',
        },
        message,
      )
      expect(result, kind).toEqual({ code: 0, stderr: '' })
      const received = robots[kind].accepted.at(-1) ?? ''
      expect(received, kind).toBe(`${kind === 'wecom' ? '' : `${KEYWORD} `}[site] 2 problem(s) on web1\n${message}`)
      expect(robots[kind].refused, kind).toEqual({ throttled: 0, signature: 0, keyword: 0, token: 0 })
    }
  })

  it('exits 1 with the platform’s answer when refused, and 2 when a setting is missing', async () => {
    const wrong = await run(
      { CHAT_KIND: 'dingtalk', CHAT_WEBHOOK: robots.dingtalk.url, CHAT_SECRET: 'SECwrong', CHAT_KEYWORD: KEYWORD },
      'x',
    )
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain('sign not match')
    const noKeyword = await run({ CHAT_KIND: 'feishu', CHAT_WEBHOOK: robots.feishu.url, CHAT_SECRET: SECRETS.feishu }, 'x')
    expect(noKeyword.code).toBe(1)
    expect(noKeyword.stderr).toContain('Key Words Not Found')
    expect((await run({ CHAT_KIND: 'slack', CHAT_WEBHOOK: 'x' }, 'x')).code).toBe(2)
    expect((await run({ CHAT_KIND: 'wecom' }, 'x')).code).toBe(2)
  })
})
