import type { ReactElement } from 'react'
import { CONTENT_ICONS, type ContentIcon } from '@contract/content-types.ts'
import { StrokeIcon } from './icon.tsx'

/**
 * The content types' icon set (contract/content-types.ts CONTENT_ICONS), which the owner's
 * custom sections choose from too: drawn in the site's icon style, shapes after Lucide (ISC).
 * TypeScript fails when a ContentIcon name is not drawn.
 */
export const contentPaths = {
  'file-text': (
    <>
      <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
      <path d="M14 2v4a2 2 0 0 0 2 2h4M16 13H8M16 17H8M10 9H8" />
    </>
  ),
  'graduation-cap': (
    <>
      <path d="M22 10v6M2 10l10-5 10 5-10 5z" />
      <path d="M6 12v5c3 3 9 3 12 0v-5" />
    </>
  ),
  briefcase: (
    <>
      <rect width="20" height="14" x="2" y="7" rx="2" />
      <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
    </>
  ),
  zap: <path d="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />,
  folder: (
    <path d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z" />
  ),
  award: (
    <>
      <circle cx="12" cy="8" r="6" />
      <path d="M15.48 12.89 17 22l-5-3-5 3 1.52-9.11" />
    </>
  ),
  'message-circle': <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />,
  'book-open': (
    <path d="M12 7v14M3 18a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h5a4 4 0 0 1 4 4 4 4 0 0 1 4-4h5a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-6a3 3 0 0 0-3 3 3 3 0 0 0-3-3z" />
  ),
} satisfies Record<ContentIcon, ReactElement>

const isContentIcon = (name: string): name is ContentIcon =>
  (CONTENT_ICONS as readonly string[]).includes(name)

/** A content icon by name (decorative); a name the set does not have draws nothing. */
export function ContentIconGlyph({ name, size = 20 }: { name: string; size?: number }) {
  if (!isContentIcon(name)) return null
  return <StrokeIcon size={size}>{contentPaths[name]}</StrokeIcon>
}
