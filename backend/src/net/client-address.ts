/**
 * Who a request comes from, for the per-client limits (docs/adr/0020). Each app's HTTP server (scripts/serve.ts)
 * works the address out from the socket it accepted and the `X-Forwarded-For` entries that trusted proxies added,
 * then replaces the header with that one address before the app sees the request. So no client can name itself:
 * a header it sends is believed only as far as the chain of trusted hops behind it.
 */
import { BlockList, isIP } from 'node:net'

/** The storefront reaches the backend over loopback when both run on one machine (`npm start`). */
export const LOOPBACK_PROXIES = ['127.0.0.1', '::1']

/** `::ffff:10.0.0.7` is 10.0.0.7; `[::1]` is ::1; anything that is not an address is dropped. */
export function normaliseAddress(raw: string | undefined | null): string | null {
  if (!raw) return null
  let value = raw.trim()
  if (value.startsWith('[') && value.includes(']')) value = value.slice(1, value.indexOf(']'))
  // "10.0.0.7:51234" (some proxies append the port)
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  if (mapped) value = mapped[1]!
  return isIP(value) ? value.toLowerCase() : null
}

/** A list of addresses and CIDR ranges ("10.0.0.0/8, 192.168.1.4, ::1") as a matcher. */
export function trustList(entries: string[]): (address: string) => boolean {
  const list = new BlockList()
  for (const raw of entries.map((e) => e.trim()).filter(Boolean)) {
    const [base, bits] = raw.split('/')
    const address = normaliseAddress(base)
    if (!address) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address or CIDR range`)
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else {
      const prefix = Number(bits)
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv4' ? 32 : 128)) {
        throw new Error(`TRUSTED_PROXIES: "${raw}" has a bad prefix length`)
      }
      list.addSubnet(address, prefix, type)
    }
  }
  return (address) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/** TRUSTED_PROXIES from the environment: comma-separated addresses or ranges. */
export function trustedProxiesFromEnv(value: string | undefined, defaults: string[] = []): string[] {
  return [
    ...defaults,
    ...(value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ]
}

/**
 * The client of a request: start at the socket's peer and walk `X-Forwarded-For` from the right while the hop we
 * stand on is a trusted proxy. The first address not vouched for by a trusted hop is the client. Garbage entries stop
 * the walk at the last good hop, so a malformed header can never make the answer something the client chose.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrusted: (a: string) => boolean,
): string {
  let client = normaliseAddress(peer) ?? 'unknown'
  if (client === 'unknown') return client
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  while (isTrusted(client) && hops.length > 0) {
    const next = normaliseAddress(hops.pop())
    if (!next) break
    client = next
  }
  return client
}
