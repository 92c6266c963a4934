import crypto from 'node:crypto'
import { promisify } from 'node:util'
import type { Identity, Recipient, Stanza } from 'age-encryption'

/**
 * Encrypted archives are age files (age-encryption.org/v1) with a passphrase (scrypt) recipient:
 * `age -d vitrine-….tar.gz.age > vitrine.tar.gz` opens one without Vitrine. The age library
 * writes and reads the format; the passphrase's key is derived by Node's own scrypt, which runs
 * off the main thread (the library's scrypt is JavaScript and would hold every request for the
 * second or so it takes).
 *
 * The library, with the post-quantum and curve code it brings (~0.2 MB), is loaded when an archive
 * is first encrypted or opened, not parsed at every start (docs/performance.md).
 */
export const ENCRYPTED_SUFFIX = '.age'

/**
 * scrypt work factor (log2 N) for new archives: 2^16 takes 64 MiB for a fraction of a second.
 * age's own default (18) takes 256 MiB, too much for a small server; the passphrase's length
 * (12 characters at least) is what guards an archive.
 */
const WORK_FACTOR = 16
/** The highest work factor accepted when opening an archive (age's own limit). */
const MAX_WORK_FACTOR = 20
const LABEL = 'age-encryption.org/v1/scrypt'
/** A file key is wrapped with ChaCha20-Poly1305 under a zero nonce (the key is used once). */
const ZERO_NONCE = Buffer.alloc(12)

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>

function passphraseKey(passphrase: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN
  return scrypt(passphrase, Buffer.concat([Buffer.from(LABEL), salt]), 32, {
    N,
    r: 8,
    p: 1,
    maxmem: 128 * N * 8 + 1024 * 1024,
  })
}

class PassphraseRecipient implements Recipient {
  constructor(private readonly passphrase: string) {}

  async wrapFileKey(fileKey: Uint8Array): Promise<Stanza[]> {
    const { Stanza } = await import('age-encryption')
    const salt = crypto.randomBytes(16)
    const key = await passphraseKey(this.passphrase, salt, WORK_FACTOR)
    const cipher = crypto.createCipheriv('chacha20-poly1305', key, ZERO_NONCE, {
      authTagLength: 16,
    })
    const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()])
    return [
      new Stanza(['scrypt', salt.toString('base64').replace(/=+$/, ''), String(WORK_FACTOR)], body),
    ]
  }
}

class PassphraseIdentity implements Identity {
  constructor(private readonly passphrase: string) {}

  async unwrapFileKey(stanzas: Stanza[]): Promise<Uint8Array | null> {
    const stanza = stanzas.find((each) => each.args[0] === 'scrypt')
    // The format allows a passphrase stanza only alone in a header.
    if (!stanza || stanzas.length !== 1) return null
    const [, saltText, logNText] = stanza.args
    if (!saltText || !logNText || !/^[1-9][0-9]?$/.test(logNText)) return null
    const salt = Buffer.from(saltText, 'base64')
    const logN = Number(logNText)
    if (salt.length !== 16 || logN > MAX_WORK_FACTOR || stanza.body.length !== 32) return null
    const key = await passphraseKey(this.passphrase, salt, logN)
    const decipher = crypto.createDecipheriv('chacha20-poly1305', key, ZERO_NONCE, {
      authTagLength: 16,
    })
    decipher.setAuthTag(stanza.body.subarray(16))
    try {
      return Buffer.concat([decipher.update(stanza.body.subarray(0, 16)), decipher.final()])
    } catch {
      return null
    }
  }
}

/** The passphrase does not open the archive (or the file is not an age file). */
export class WrongPassphraseError extends Error {
  constructor() {
    super('The passphrase does not open this archive')
    this.name = 'WrongPassphraseError'
  }
}

/** 64 KiB at a time, with a turn of the event loop between: requests are served meanwhile. */
const CHUNK = 64 * 1024

function yieldingStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0
  return new ReadableStream({
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve))
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + CHUNK))
      offset += CHUNK
    },
  })
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = []
  const reader = stream.getReader()
  for (let part = await reader.read(); !part.done; part = await reader.read())
    parts.push(part.value)
  return Buffer.concat(parts)
}

export async function encryptArchive(bytes: Uint8Array, passphrase: string): Promise<Buffer> {
  const { Encrypter } = await import('age-encryption')
  const encrypter = new Encrypter()
  encrypter.addRecipient(new PassphraseRecipient(passphrase))
  return collect(await encrypter.encrypt(yieldingStream(bytes)))
}

export async function decryptArchive(bytes: Uint8Array, passphrase: string): Promise<Buffer> {
  const { Decrypter } = await import('age-encryption')
  const decrypter = new Decrypter()
  decrypter.addIdentity(new PassphraseIdentity(passphrase))
  try {
    return await collect(await decrypter.decrypt(yieldingStream(bytes)))
  } catch {
    throw new WrongPassphraseError()
  }
}
