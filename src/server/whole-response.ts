/**
 * Holds back a shareable response until it is complete, then sends it in one piece with `Content-Length`.
 *
 * Why: Next streams every answer (`Transfer-Encoding: chunked`), even a prerendered page it already holds whole.
 * A cache in front (nginx, a CDN) stores the answer as it came, so it would send each cache hit chunked too, and
 * without a length. Measured with deploy/nginx/: a cached home page answered 13 % more requests per second
 * when the app had sent it with a length (2026-11-22; docs/architecture.md, "nginx tuning"). Shareable answers
 * (public, s-maxage) are ISR pages and API lists that Next writes at once, so holding them back costs no time to
 * first byte in practice.
 * Answers that are not shareable pass through as they are, streaming.
 *
 * How: the decision is taken when the response starts (writeHead, flushHeaders or the first write), from its
 * status and headers. Next's compression (which wraps write and end later, and triggers writeHead itself) keeps
 * working: it hands this layer compressed bytes, and the length is theirs. An answer that grows past `maxBytes`
 * is sent on, streaming, from that point.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

export type WholeResponseOptions = {
  /** Whether an answer with this status and these headers is held back and sent whole. */
  shareable: (status: number, headers: OutgoingHttpHeaders) => boolean
  /** Larger answers are streamed on as they come. */
  maxBytes: number
  /** Headers taken off a held answer (Next's internal ones, which only its client router reads, on RSC answers). */
  omitHeaders?: readonly string[]
  /** Last changes to a held answer's body (as it will be sent, compressed if it is), before its length is set. */
  transformBody?: (body: Buffer, headers: OutgoingHttpHeaders) => Buffer
  /** Last changes to a held answer's headers, just before they go out. */
  beforeSend?: (res: ServerResponse) => void
  /** Called with a held answer once it has been sent whole (the micro-cache keeps it). */
  onComplete?: (status: number, headers: OutgoingHttpHeaders, body: Buffer) => void
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null
  if (Buffer.isBuffer(chunk)) return chunk
  // A copy: the writer may reuse its array once the write's callback has run, before the answer is sent.
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

export function holdWholeResponse(res: ServerResponse, options: WholeResponseOptions): void {
  // The wrappers stay in place once the decision is taken (pass-through): Next's compression wraps writeHead,
  // write and end after this, and putting the originals back would take its wrappers out.
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse
  const flushHeaders = res.flushHeaders.bind(res)
  const write = res.write.bind(res) as Write
  const end = res.end.bind(res) as End
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided'
  let chunks: Buffer[] = []
  let size = 0

  const decide = (): 'hold' | 'pass' => {
    if (mode === 'undecided') mode = options.shareable(res.statusCode, res.getHeaders()) ? 'hold' : 'pass'
    return mode
  }
  /** From holding to streaming: what is held goes out now, the rest as it comes. */
  const release = () => {
    mode = 'pass'
    const held = chunks
    chunks = []
    for (const chunk of held) write(chunk)
  }

  res.writeHead = (status: number, ...rest: unknown[]) => {
    if (mode === 'pass') return writeHead(status, ...rest)
    if (mode === 'hold' && !options.shareable(status, res.getHeaders())) {
      // Another answer after all (the error path: a 500 in place of the page): nothing held belongs to it.
      mode = 'pass'
      chunks = []
      return writeHead(status, ...rest)
    }
    res.statusCode = status
    const headers = rest.find((r) => r !== null && typeof r === 'object')
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1])
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string)
    }
    return decide() === 'pass' ? writeHead(status) : res
  }

  res.flushHeaders = () => {
    if (decide() === 'pass') flushHeaders()
  }

  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    if (decide() === 'pass') return write(chunk, encoding, callback)
    const buf = toBuffer(chunk, encoding)
    if (buf) {
      chunks.push(buf)
      size += buf.length
    }
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    if (size > options.maxBytes) release()
    return true
  }) as ServerResponse['write']

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (decide() === 'pass') return end(chunk, encoding, callback)
    mode = 'pass'
    const last = toBuffer(chunk, encoding)
    if (last) chunks.push(last)
    const whole = Buffer.concat(chunks)
    chunks = []
    const body = options.transformBody ? options.transformBody(whole, res.getHeaders()) : whole
    res.removeHeader('transfer-encoding')
    for (const name of options.omitHeaders ?? []) res.removeHeader(name)
    options.beforeSend?.(res)
    res.setHeader('content-length', body.length)
    writeHead(res.statusCode)
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback
    end(body, typeof done === 'function' ? done : undefined)
    options.onComplete?.(res.statusCode, res.getHeaders(), body)
    return res
  }) as ServerResponse['end']
}
