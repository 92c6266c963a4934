import type { FastifyInstance } from 'fastify'
import { OWNER_PASSWORD } from './test-app.ts'
import { softAuthenticator } from './soft-authenticator.ts'

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>

/** The test app's PUBLIC_URL: the origin passkeys are made for. */
export const PASSKEY_ORIGIN = 'http://vitrine.test'

/**
 * Adds a passkey as the dashboard does (options with the password, the authenticator's answer);
 * answers the authenticator and the server's answer to the add.
 */
export async function addSoftPasskey(
  app: FastifyInstance,
  headers: Record<string, string>,
  name: string,
  authenticator: SoftAuthenticator = softAuthenticator(PASSKEY_ORIGIN),
) {
  const options = (
    await app.inject({
      method: 'POST',
      url: '/api/user/passkeys/options',
      headers,
      payload: { password: OWNER_PASSWORD },
    })
  ).json().data
  const added = await app.inject({
    method: 'POST',
    url: '/api/user/passkeys',
    headers,
    payload: { name, response: authenticator.register(options) },
  })
  return { authenticator, added }
}

/** Signs in with the authenticator's passkey: fresh options, its answer to them. */
export async function signInWithPasskey(
  app: FastifyInstance,
  authenticator: SoftAuthenticator,
  {
    verified = true,
    remoteAddress = '192.0.2.30',
  }: { verified?: boolean; remoteAddress?: string } = {},
) {
  const options = (
    await app.inject({ method: 'POST', url: '/api/user/passkey-login/options', remoteAddress })
  ).json().data
  return app.inject({
    method: 'POST',
    url: '/api/user/passkey-login',
    remoteAddress,
    payload: { response: authenticator.signIn(options, { verified }) },
  })
}
