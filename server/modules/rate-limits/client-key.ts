import ipaddr from 'ipaddr.js'

/**
 * What per-address limits count by (login throttle, contact limit, password-reset requests, …):
 * one client. An IPv4 address is itself, also when written IPv4-mapped (`::ffff:1.2.3.4` is
 * `1.2.3.4`); an IPv6 client is its /64, because every home or mobile IPv6 line gets a whole /64
 * and could otherwise take a new identity for each request. Anything unparsable is kept as given.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  }
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`
}
