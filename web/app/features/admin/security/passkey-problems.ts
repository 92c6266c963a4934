/**
 * Passkeys in words. A browser adds a passkey only on a page at the site's own address
 * (PUBLIC_URL, which the server names the relying party after), and never for an IP address; what
 * it says otherwise ("127.0.0.1 is an invalid domain") tells the owner neither why nor what to do.
 */

/** An IPv4 or IPv6 address rather than a name: WebAuthn refuses those as a site. */
function isAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[')
}

/**
 * Why a page at `pageOrigin` cannot add a passkey for a site at `passkeyOrigin`, and what to do;
 * undefined when it can.
 */
export function passkeyOriginProblem(
  pageOrigin: string,
  passkeyOrigin: string,
): string | undefined {
  const page = new URL(pageOrigin)
  const site = new URL(passkeyOrigin)
  if (isAddress(site.hostname)) {
    return (
      `Passkeys need a domain name, and this site's address is ${site.origin}, a bare IP address. ` +
      `Set the site's address (PUBLIC_URL) to its domain, or to http://localhost:${site.port || '80'} ` +
      'on this computer, restart, and open the dashboard there.'
    )
  }
  if (page.origin !== site.origin) {
    return (
      `Passkeys belong to this site's address, ${site.origin}, and this page is open at ` +
      `${page.origin}. Open ${site.origin}/dashboard/security to add one there.`
    )
  }
  return undefined
}

/** What the browser's refusal means, for the errors a passkey ceremony can end with. */
export function passkeyErrorInWords(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  switch (error.name) {
    case 'NotAllowedError':
    case 'AbortError':
      return 'No passkey was added: the prompt was cancelled or timed out. Try again when ready.'
    case 'InvalidStateError':
      return 'This device already holds a passkey for this site: it may already be in your list of passkeys; to add it again, remove it from the device first.'
    case 'SecurityError':
      return (
        `The browser refused: ${window.location.hostname} cannot hold passkeys for this site. ` +
        'Open the site at its domain name (or at localhost on this computer) and try again.'
      )
    case 'NotSupportedError':
      return 'This device cannot make the kind of passkey this site needs (one that checks your fingerprint, face or PIN).'
    default:
      return undefined
  }
}
