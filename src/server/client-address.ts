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

/** TRUST_PROXY: how many proxies in front of the server may be believed (a whole number; `true` means 1). */
export function parseTrustedProxies(raw: string | undefined): number {
  const value = (raw ?? '').trim().toLowerCase()
  if (value === 'true' || value === 'yes') return 1
  if (!/^\d{1,2}$/.test(value)) return 0
  return Number(value)
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
