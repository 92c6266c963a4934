import type sharp from 'sharp'

type SharpModule = typeof sharp

let loading: Promise<SharpModule> | undefined

/**
 * sharp (libvips) on first use: loading it costs ~19 MiB resident and ~80 ms, and only encoding
 * needs it (an upload, a responsive variant not yet stored, the demo's first seeding). A server
 * whose variants are all stored never loads it (docs/performance.md).
 */
export function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then((module) => {
    const loaded = module.default
    // libvips' operation cache (50 MB by default) never helps one-off encodes; it only holds memory.
    loaded.cache(false)
    return loaded
  })
  return loading
}
