import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { SkillLogo } from '@contract/skill.ts'

/**
 * The logo of a well-known technology for a skill that has no image of its own, from the
 * simple-icons package (CC0; brand marks remain their owners', see its DISCLAIMER.md). The index
 * of names is built on first use from the package's data file and keeps only what a lookup needs;
 * each icon's path is read from its own file when first asked for. Nothing is bundled into the
 * server, and nothing is sent to the browser but the path drawn in the page.
 */

/** Names people write for a technology whose simple-icons title differs. */
const ALIASES: Record<string, string> = {
  html: 'html5',
  css3: 'css',
  js: 'javascript',
  ts: 'typescript',
  node: 'nodedotjs',
  nodejs: 'nodedotjs',
  postgres: 'postgresql',
  golang: 'go',
  k8s: 'kubernetes',
  reactjs: 'react',
  vuejs: 'vuedotjs',
  vue: 'vuedotjs',
  nextjs: 'nextdotjs',
  nuxtjs: 'nuxt',
  expressjs: 'express',
  tailwind: 'tailwindcss',
  aws: 'amazonwebservices',
  gcp: 'googlecloud',
  mongo: 'mongodb',
  csharp: 'csharp',
  cpp: 'cplusplus',
}

/** simple-icons' own rule for turning a title into a slug (its sdk's titleToSlug). */
export function slugOf(name: string): string {
  const replaced = name
    .toLowerCase()
    .replaceAll('+', 'plus')
    .replaceAll('.', 'dot')
    .replaceAll('&', 'and')
    .replaceAll('#', 'sharp')
  return replaced.normalize('NFD').replace(/[^a-z\d]/g, '')
}

interface IconEntry {
  title: string
  slug?: string
  aliases?: { aka?: string[] }
}

let index: Map<string, { slug: string; title: string }> | undefined
let iconsDir = ''
const paths = new Map<string, string | undefined>()

function loadIndex() {
  const require = createRequire(import.meta.url)
  const data = require.resolve('simple-icons/icons.json')
  iconsDir = path.join(path.dirname(data), '..', 'icons')
  const entries = JSON.parse(fs.readFileSync(data, 'utf8')) as IconEntry[]
  const built = new Map<string, { slug: string; title: string }>()
  for (const entry of entries) {
    const slug = entry.slug ?? slugOf(entry.title)
    const value = { slug, title: entry.title }
    built.set(slugOf(entry.title), value)
    if (!built.has(slug)) built.set(slug, value)
    for (const aka of entry.aliases?.aka ?? []) {
      if (!built.has(slugOf(aka))) built.set(slugOf(aka), value)
    }
  }
  return built
}

/** The logo for a skill's name, or undefined when it names no technology simple-icons knows. */
export function skillLogo(name: string): SkillLogo | undefined {
  index ??= loadIndex()
  const key = slugOf(name)
  const found = index.get(ALIASES[key] ?? key) ?? index.get(key)
  if (!found) return undefined
  if (!paths.has(found.slug)) {
    const file = path.join(iconsDir, `${found.slug}.svg`)
    const svg = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    paths.set(found.slug, /\sd="([^"]+)"/.exec(svg)?.[1])
  }
  const iconPath = paths.get(found.slug)
  return iconPath ? { title: found.title, path: iconPath } : undefined
}
