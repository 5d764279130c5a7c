/**
 * src/server/lingering-close.ts on a real HTTP server: an answer that goes out before its request's body has arrived
 * says `Connection: close`, the client still gets all of it while it goes on sending, and whoever reads the body is
 * failed with an abort once the connection has closed.
 */
import type http from 'node:http'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { abortReadersOnClose, closeWhenAnsweredEarly } from '@/server/lingering-close'

import { serveWith, type TestServer } from '../support/node-server'

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

/** Sends a chunked body slowly over a raw socket and collects what comes back until the server closes. */
function sendSlowly(url: string, chunks: number): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let received = ''
    let sent = 0
    socket.on('data', (data) => (received += data.toString()))
    socket.on('close', () => resolve(received))
    socket.on('error', (error) => (received ? resolve(received) : reject(error)))
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n')
    const timer = setInterval(() => {
      if (socket.destroyed || sent++ >= chunks) return clearInterval(timer)
      socket.write(`400\r\n${'x'.repeat(0x400)}\r\n`)
    }, 5)
  })
}

describe('closeWhenAnsweredEarly', () => {
  it('says Connection: close on an answer sent while the body still arrives, and the client reads all of it', async () => {
    const server = await serveWith((req, res) => {
      closeWhenAnsweredEarly(req, res, 200)
      res.writeHead(507, { 'content-type': 'text/plain' })
      res.end('disk full: nothing was kept')
    })
    servers.push(server)
    const received = await sendSlowly(server.url, 40)
    expect(received).toMatch(/^HTTP\/1\.1 507/)
    expect(received.toLowerCase()).toContain('connection: close')
    expect(received).toContain('disk full: nothing was kept')
  })

  it('leaves an answer to a complete body as it is', async () => {
    const server = await serveWith((req, res) => {
      closeWhenAnsweredEarly(req, res, 200)
      req.resume()
      req.on('end', () => res.end('read'))
    })
    servers.push(server)
    const res = await fetch(server.url, { method: 'POST', body: 'small' })
    expect(await res.text()).toBe('read')
    expect(res.headers.get('connection')).not.toBe('close')
  })

  it("relies on Node closing a Connection: close answer's socket with destroySoon", () => {
    // If an upgrade of Node renames or drops it, the lingering above stops happening: this is the place to look.
    expect(typeof (net.Socket.prototype as unknown as { destroySoon?: unknown }).destroySoon).toBe('function')
  })
})

describe('abortReadersOnClose', () => {
  it('fails a reader of the body with an AbortError once the connection closed, not before', async () => {
    let failure: (Error & { code?: string }) | undefined
    let socketOpenWhenAsked = false
    const done = new Promise<void>((resolve) => {
      void serveWith((req: http.IncomingMessage, res: http.ServerResponse) => {
        req.on('error', (error) => {
          failure = error
          resolve()
        })
        req.on('data', () => {})
        res.writeHead(413, { connection: 'close' })
        res.end('too large')
        abortReadersOnClose(req, 'cut off')
        socketOpenWhenAsked = !req.socket.destroyed
        setTimeout(() => req.socket.destroy(), 50)
      }).then((server) => {
        servers.push(server)
        void sendSlowly(server.url, 5)
      })
    })
    await done
    expect(socketOpenWhenAsked).toBe(true)
    expect(failure?.name).toBe('AbortError')
    expect(failure?.code).toBe('ERR_BODY_OVER_LIMIT')
  })
})
