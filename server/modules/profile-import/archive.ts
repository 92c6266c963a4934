import { unzipSync } from 'fflate'
import { IMPORT_MESSAGES, PROFILE_IMPORT_LIMITS } from '@contract/profile-import.ts'
import { errors } from '@/errors.ts'

/** What an archive holds, by the base name of each file: only the wanted ones are unpacked. */
export interface ArchiveFiles {
  /** Wanted files, unpacked, by their name as the source knows it (`Positions.csv`). */
  read: Map<string, Uint8Array>
  /** Every other file's name: listed to the owner, never unpacked. */
  ignored: string[]
}

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  // An empty archive is its end record alone.
  [0x50, 0x4b, 0x05, 0x06],
]

/** A name that, written to disk as is, would land outside the folder it is unpacked into. */
function leadsOutside(name: string): boolean {
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name)) return true
  return name.split(/[\\/]/).some((part) => part === '..')
}

/**
 * Reads a ZIP in memory with fflate, unpacking only the entries `wanted` names (matched on the
 * file's own name, case aside, whatever folder it is in). Nothing else is decompressed: a
 * LinkedIn export's messages, connections, e-mail addresses and phone numbers are known by their
 * names only. Limits hold before any byte is unpacked: entries listed, each wanted entry's size
 * and its unpacked-to-packed ratio (a ZIP bomb), and the total. fflate unpacks into a buffer of
 * the size the entry declares, so an entry lying about its size cannot grow past it.
 */
export function readArchive(
  bytes: Uint8Array,
  wanted: (name: string) => string | undefined,
): ArchiveFiles {
  const isZip = ZIP_SIGNATURES.some((signature) =>
    signature.every((byte, index) => bytes[index] === byte),
  )
  if (!isZip) throw errors.badRequest(IMPORT_MESSAGES.notZip)
  const ignored: string[] = []
  const names = new Map<string, string>()
  let entries = 0
  let unpacked = 0
  let refusal: string | undefined
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes, {
      filter(file) {
        entries += 1
        if (refusal) return false
        if (entries > PROFILE_IMPORT_LIMITS.maxEntries) {
          refusal = IMPORT_MESSAGES.tooManyEntries
          return false
        }
        if (leadsOutside(file.name)) {
          refusal = IMPORT_MESSAGES.unsafeName(file.name)
          return false
        }
        if (file.name.endsWith('/')) return false
        const base = file.name.split(/[\\/]/).pop() ?? file.name
        const known = wanted(base)
        if (!known || names.has(known)) {
          ignored.push(base)
          return false
        }
        if (file.originalSize > PROFILE_IMPORT_LIMITS.maxFileBytes) {
          refusal = IMPORT_MESSAGES.tooBig(base)
          return false
        }
        // Small files compress well too: only a ratio on a sizeable entry means a bomb.
        if (
          file.originalSize > 1024 * 1024 &&
          file.originalSize > Math.max(file.size, 1) * PROFILE_IMPORT_LIMITS.maxRatio
        ) {
          refusal = IMPORT_MESSAGES.bomb(base)
          return false
        }
        unpacked += file.originalSize
        if (unpacked > PROFILE_IMPORT_LIMITS.maxUnpackedBytes) {
          refusal = IMPORT_MESSAGES.tooMuch
          return false
        }
        names.set(known, file.name)
        return true
      },
    })
  } catch {
    throw errors.badRequest(IMPORT_MESSAGES.notZip)
  }
  if (refusal) throw errors.badRequest(refusal)
  const read = new Map<string, Uint8Array>()
  for (const [known, name] of names) {
    const content = files[name]
    if (content) read.set(known, content)
  }
  return { read, ignored }
}
