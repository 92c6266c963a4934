import type React from 'react'
import type { SocialLink } from '@contract/site-settings.ts'

/**
 * The one icon set of the site (header, side rail, footer, cards): stroke icons drawn inline, each
 * social network with its own glyph. No icon font, no extra request. Always decorative
 * (aria-hidden): the link or button around an icon carries the name.
 */
const paths = {
  github: (
    <>
      <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4" />
      <path d="M9 18c-4.51 2-5-2-7-2" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  gitlab: (
    <path d="m22 13.29-3.33-10a.42.42 0 0 0-.14-.18.38.38 0 0 0-.22-.11.39.39 0 0 0-.23.07.42.42 0 0 0-.14.18l-2.26 6.67H8.32L6.1 3.26a.42.42 0 0 0-.1-.18.38.38 0 0 0-.26-.08.39.39 0 0 0-.23.07.42.42 0 0 0-.14.18L2 13.29a.74.74 0 0 0 .27.83L12 21l9.69-6.88a.71.71 0 0 0 .31-.83Z" />
  ),
  codepen: (
    <>
      <polygon points="12 2 22 8.5 22 15.5 12 22 2 15.5 2 8.5 12 2" />
      <path d="M12 22v-6.5M22 8.5l-10 7-10-7M2 15.5l10-7 10 7M12 2v6.5" />
    </>
  ),
  mastodon: (
    <>
      <path d="M18.65 15.25c-1.82 1.77-6.65 1.63-6.65 1.63a18.26 18.26 0 0 1-3.29-.26c1.13 1.99 4.12 2.81 8.98 2.48-1.94 2.01-13.6 5.25-13.67-7.64l-.02-1.15c0-3.04.02-4.12 1.35-5.64C6.98 2.77 11.96 3.01 11.96 3.01s4.98-.24 6.65 1.67c1.33 1.52 1.35 2.6 1.35 5.63s-.45 4.08-1.35 4.94z" />
      <path d="M12 11.2V8.28C12 7.02 11.1 6 10 6s-2 1.02-2 2.28V13m4-4.72C12 7.02 12.9 6 14 6s2 1.02 2 2.28V13" />
    </>
  ),
  leetcode: (
    <>
      <path d="M12 13h7.5M9.42 7.27l5-5" />
      <path d="m16.63 16.64-2.4 2.42a3.19 3.19 0 0 1-4.52 0l-3.77-3.79a3.22 3.22 0 0 1 0-4.54l3.77-3.79a3.19 3.19 0 0 1 4.52 0l2.3 2.31" />
    </>
  ),
  code: (
    <>
      <polyline points="16 18 22 12 16 6" />
      <polyline points="8 6 2 12 8 18" />
    </>
  ),
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  x: (
    <>
      <path d="M4 4l11.7 16H20L8.3 4z" />
      <path d="M4 20l6.8-6.8m2.4-2.4L20 4" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
    </>
  ),
  mail: (
    <>
      <rect width="20" height="16" x="2" y="4" rx="2" />
      <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
    </>
  ),
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  ),
  pin: (
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4" />
    </>
  ),
  moon: <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  feed: (
    <>
      <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
      <circle cx="5" cy="19" r="1" />
    </>
  ),
  external: (
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  ),
} as const

export type IconName = keyof typeof paths

/** The set's drawing style (24 × 24, 2 px round strokes), for icons kept with the code that uses them. */
export function StrokeIcon({
  size = 20,
  className,
  children,
}: {
  size?: number
  /** `rtl-mirror` for an icon that points along the line (app.css). */
  className?: string
  children: React.ReactNode
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** Icons that point along the line of text: mirrored on a right-to-left page. */
const POINTING: ReadonlySet<IconName> = new Set<IconName>(['external'])

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <StrokeIcon size={size} className={POINTING.has(name) ? 'rtl-mirror' : undefined}>
      {paths[name]}
    </StrokeIcon>
  )
}

export function socialIcon(icon: SocialLink['icon']): IconName {
  switch (icon) {
    case 'github':
    case 'gitlab':
    case 'linkedin':
    case 'leetcode':
    case 'codepen':
    case 'instagram':
    case 'x':
    case 'mastodon':
      return icon
    default:
      return 'globe'
  }
}
