/** src/server/shutdown.ts: the shutdown work the application leaves on globalThis is run, and a failure is logged. */
import { afterEach, describe, expect, it } from 'vitest'

import { runShutdownHook } from '@/server/shutdown'

const NAME = 'site.test.shutdown-hook'
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(NAME)]
})

describe('runShutdownHook', () => {
  it('runs and awaits the hook left under the name', async () => {
    const ran: string[] = []
    ;(globalThis as Record<symbol, unknown>)[Symbol.for(NAME)] = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      ran.push('drained')
    }
    await runShutdownHook(NAME, 'failed', { error: () => void ran.push('logged') })
    expect(ran).toEqual(['drained'])
  })

  it('logs a failing hook instead of throwing, and does nothing without one', async () => {
    const logged: string[] = []
    const log = { error: (_details: object, message: string) => void logged.push(message) }
    await runShutdownHook(NAME, 'nothing to do', log)
    ;(globalThis as Record<symbol, unknown>)[Symbol.for(NAME)] = () => Promise.reject(new Error('database gone'))
    await runShutdownHook(NAME, '> insight counts could not be written at shutdown', log)
    expect(logged).toEqual(['> insight counts could not be written at shutdown'])
  })
})
