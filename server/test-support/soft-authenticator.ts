import crypto from 'node:crypto'
import { encodeCBOR } from '@levischuck/tiny-cbor'

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: string | Uint8Array) => crypto.createHash('sha256').update(data).digest()

/** User present, user verified; attested credential data follows (registration). */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 }

/**
 * A passkey authenticator in software (ES256, "none" attestation) for API tests: what a phone or
 * a password manager answers to navigator.credentials.create() and get(), as
 * @simplewebauthn/browser sends it. The browser tests use Chromium's virtual authenticator.
 */
export function softAuthenticator(origin: string, rpId = new URL(origin).hostname) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = crypto.randomBytes(16)
  const id = b64url(credentialId)
  const userHandle = crypto.randomBytes(16)
  let counter = 0

  const clientData = (type: string, challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }))
  const authData = (flags: number, rest: Uint8Array = new Uint8Array()) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, rest])
  }

  return {
    id,
    /** The answer to registration options ({ challenge }). */
    register(options: { challenge: string }, { from = origin }: { from?: string } = {}) {
      const coseKey = encodeCBOR(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      )
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey])
      const attestationObject = encodeCBOR(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData(FLAGS.up | FLAGS.uv | FLAGS.at, attested)],
        ]),
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, from)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
    /** The answer to sign-in options ({ challenge }); each one counts up the signature counter. */
    signIn(
      options: { challenge: string },
      { verified = true, from = origin }: { verified?: boolean; from?: string } = {},
    ) {
      counter += 1
      const data = authData(FLAGS.up | (verified ? FLAGS.uv : 0))
      const client = clientData('webauthn.get', options.challenge, from)
      const signature = crypto.sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: b64url(userHandle),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      }
    },
  }
}
