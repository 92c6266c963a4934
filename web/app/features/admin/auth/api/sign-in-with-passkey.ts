import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { apiRequest } from '@/lib/api/api-client.ts'

export { browserSupportsWebAuthn }

/** The browser closed its passkey prompt (cancelled by the person, timed out): not an error. */
export function promptClosed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
}

/**
 * Signs in with a passkey: the server's options, the browser's own passkey prompt, the answer
 * verified. Not an owner call (a 401 is a refused passkey, not an ended session).
 */
export async function signInWithPasskey(): Promise<{ authtoken: string; message: string }> {
  const options = await apiRequest<{ data: PublicKeyCredentialRequestOptionsJSON }>(
    '/api/user/passkey-login/options',
    { method: 'POST' },
  )
  const response = await startAuthentication({ optionsJSON: options.data })
  return apiRequest('/api/user/passkey-login', { method: 'POST', json: { response } })
}
