/**
 * The address a request came from, for the contact rate limit and the stored lead.
 *
 * Only proxies we run may speak for the visitor: `X-Forwarded-For` is a list a client can start with any text it
 * likes, each proxy appending the address it received the request from. With `trustedProxies` proxies in front
 * (TRUST_PROXY, 0 by default), the client is the hop that many places left of the socket's peer:
 *
 * | TRUST_PROXY | X-Forwarded-For   | socket      | client      |
 * |-------------|-------------------|-------------|-------------|
 * | 0           | (anything)        | 203.0.113.5 | 203.0.113.5 |
 * | 1           | `198.51.100.7`    | 10.0.0.2    | 198.51.100.7 (nginx in front) |
 * | 1           | `1.2.3.4, 198.51.100.7` | 10.0.0.2 | 198.51.100.7 (the visitor's own `1.2.3.4` is ignored) |
 * | 2           | `198.51.100.7, 10.0.0.9` | 10.0.0.2 | 198.51.100.7 (CDN, then nginx) |
 *
 * When the list is shorter than the proxies trusted, the left-most entry is taken.
 */
export function clientAddressFrom(
  forwardedFor: string | string[] | null | undefined,
  socketAddress: string | null | undefined,
  trustedProxies: number,
): string {
  const socket = normaliseAddress(socketAddress ?? '') || 'unknown'
  if (trustedProxies <= 0) return socket
  const raw = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = raw
    .split(',')
    .map((hop) => normaliseAddress(hop))
    .filter(Boolean)
  const chain = [...hops, socket]
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]
}

/** Trims, drops an IPv4-mapped IPv6 prefix (`::ffff:127.0.0.1`) and caps the length (the header is untrusted). */
function normaliseAddress(value: string): string {
  const text = value.trim().slice(0, 64)
  return text.startsWith('::ffff:') && text.includes('.') ? text.slice(7) : text
}

/**
 * The visitor's address from the headers of a request inside the app: `X-Client-Address`, which server.ts sets on
 * every request from the socket and the proxies it trusts (replacing whatever a client sent); without it (`next
 * dev`, scripts), the first X-Forwarded-For hop that Next fills in from the socket, else `local`.
 */
export function clientAddressFromHeaders(headers: { get(name: string): string | null }): string {
  const vouched = headers.get('x-client-address')?.trim()
  if (vouched) return vouched.slice(0, 64)
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded ? forwarded.slice(0, 64) : 'local'
}

/**
 * The key a rate limit counts a client under: an IPv4 address as it is, an IPv6 address by its /64 network
 * (`2001:db8:1:2::/64`). A home or a hosted server gets a whole /64 from its provider and may use any of its 2^64
 * addresses, so counting each address alone would let one client pass any limit by changing the last bits. An
 * IPv4-mapped address (`::ffff:203.0.113.5`) is its IPv4 address. Anything that is not an address (`local`,
 * `unknown`) stays as it is. Pure; the audit log keeps the full address.
 */
export function rateLimitKey(address: string): string {
  const text = address.trim()
  const hextets = ipv6Hextets(text)
  if (!hextets) return text
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.')
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (brackets and a zone allowed, an IPv4 tail too), or null. */
function ipv6Hextets(raw: string): number[] | null {
  const text = raw.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text)) return null
  let head = text
  const tail: number[] = []
  const ipv4 = /(?:^|:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (ipv4) {
    const bytes = ipv4.slice(1).map(Number)
    if (bytes.some((b) => b > 255)) return null
    tail.push((bytes[0] << 8) | bytes[1], (bytes[2] << 8) | bytes[3])
    head = text.slice(0, text.length - ipv4[0].length)
    // `::ffff:` before the IPv4 part leaves `::ffff`; `::` before it leaves `:`, which is `::` again.
    if (head.endsWith(':')) head += ':'
  }
  if (head.includes('.')) return null
  const halves = head.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part === '' ? [] : part.split(':'))
  const left = parse(halves[0])
  const right = halves.length === 2 ? parse(halves[1]) : []
  if ([...left, ...right].some((h) => !/^[0-9a-f]{1,4}$/i.test(h))) return null
  const known = left.length + right.length + tail.length
  if (halves.length === 1 ? known !== 8 : known > 7) return null
  const zeros = Array<number>(8 - known).fill(0)
  return [...left.map((h) => parseInt(h, 16)), ...zeros, ...right.map((h) => parseInt(h, 16)), ...tail]
}
