/** A plain Node HTTP server on a free port, for unit tests of server.ts's steps (src/server/). */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

export interface TestServer {
  url: string
  close: () => Promise<void>
}

/** Starts `handler` on 127.0.0.1 (any free port). */
export async function serveWith(handler: Handler): Promise<TestServer> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A port nothing listens on at this moment (for a process started next, or for a server that is down). */
export async function freePort(): Promise<number> {
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * A free port below Linux's ephemeral range (32768–60999), for a server that comes and goes during a long run:
 * a port from listen(0) lies in that range, and an outgoing connection of another process may take it in between.
 */
export async function portOutsideEphemeralRange(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20000 + Math.floor(Math.random() * 12000)
    const probe = http.createServer()
    const bound = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (bound) {
      await new Promise((resolve) => probe.close(resolve))
      return port
    }
  }
  throw new Error('no free port between 20000 and 32000 after 50 tries')
}

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One request through Node's client (no fetch: its headers are read as they are sent, `connection` included). */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(init.body)
  })
}
