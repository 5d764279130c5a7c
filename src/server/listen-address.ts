/**
 * The address server.ts listens on. `HOSTNAME` when it is set; otherwise 127.0.0.1 behind a proxy (`TRUST_PROXY`
 * above 0: only the proxy on the same host should reach the instance, or a client could write its own
 * `X-Forwarded-For`), and every interface without one.
 */
export type ListenAddress = {
  hostname: string
  /** A line for the log at start: a trusted proxy while the instance listens on an address others can reach. */
  warning: string | null
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\]|localhost)$/i

export function isLoopback(hostname: string): boolean {
  return LOOPBACK.test(hostname.trim())
}

export function listenAddress(settings: { hostname?: string; trustedProxies: number }): ListenAddress {
  const proxies = settings.trustedProxies
  const chosen = settings.hostname?.trim()
  const hostname = chosen || (proxies > 0 ? '127.0.0.1' : '0.0.0.0')
  const warning =
    proxies > 0 && !isLoopback(hostname)
      ? `> TRUST_PROXY=${proxies} while listening on ${hostname}: a client that reaches this port without the proxy can ` +
        'set its own X-Forwarded-For and so its address (contact and search limits). Unset HOSTNAME (127.0.0.1 then) ' +
        'or let only the proxy reach this port (firewall, container network).'
      : null
  return { hostname, warning }
}

/**
 * The host to reach this server from the same machine, as a URL writes it: the loopback address when it listens on
 * every interface (`0.0.0.0`, `::`), an IPv6 address in brackets (`[::1]`), any other as it is.
 */
export function selfHost(hostname: string): string {
  const host = hostname.trim()
  if (host === '0.0.0.0' || host === '::' || host === '[::]' || host === '') return '127.0.0.1'
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}
