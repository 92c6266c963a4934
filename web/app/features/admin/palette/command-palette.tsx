import { useQueries, useQuery } from '@tanstack/react-query'
import { Command, defaultFilter } from 'cmdk'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { CONTENT_PAGE_MODELS } from '@/features/admin/content/content-pages.ts'
import { postsQueryOptions } from '@/features/admin/posts/api/posts-api.ts'
import { pagesQueryOptions } from '@/features/admin/pages/api/pages-api.ts'
import {
  sectionItemsQueryOptions,
  sectionsQueryOptions,
} from '@/features/admin/shared/api/list-sections.ts'
import { AdminIcon } from '@/features/admin/shared/components/admin-icons.tsx'
import { DASHBOARD_LINKS } from '@/features/admin/shared/components/side-panel.tsx'
import { logOut } from '@/features/admin/shared/log-out.ts'
import { useTheme } from '@/lib/theme/use-theme.ts'
import { themeToggleLabel } from '@/lib/theme/theme.ts'
import { PALETTE_LABEL, shortcutKeys } from './palette-shortcut.ts'

interface PaletteCommand {
  /** Unique among the palette's entries (cmdk tells entries apart by it). */
  id: string
  label: string
  /** The words a search matches: the label, and what kind of entry it is. */
  words: string[]
  /** One line of detail beside the label. */
  meta?: string
  run: () => void
}

/** Matches the search against the entry's words only, never against its id. */
const matchWords = (_value: string, search: string, keywords?: string[]) =>
  defaultFilter(keywords?.join(' ') ?? '', search, [])

/** A custom section's page in the dashboard. */
const sectionPage = (id: string) => `sections/${encodeURIComponent(id)}`

/**
 * The owner's custom sections: each one's page, and the "New item" of each (its items are
 * records, below). Read while the palette is open, as the side panel already does.
 */
function useSectionCommands(enabled: boolean, go: (to: string) => void) {
  const sections = useQuery({ ...sectionsQueryOptions(), enabled }).data ?? []
  return {
    pages: sections.map((section) => ({
      id: `page section ${section._id}`,
      label: section.name,
      words: [section.name, section.address, 'section page'],
      meta: 'Sections',
      run: () => go(sectionPage(section._id)),
    })),
    actions: sections.map((section) => {
      const label = `New item in ${section.name}`
      return {
        id: `new section-item ${section._id}`,
        label,
        words: [label],
        run: () => go(`${sectionPage(section._id)}?new`),
      }
    }),
  }
}

/** Every custom section's items, each opening its form on its section's page. */
function useSectionItemCommands(enabled: boolean, go: (to: string) => void): PaletteCommand[] {
  const sections = useQuery({ ...sectionsQueryOptions(), enabled }).data ?? []
  const lists = useQueries({
    queries: sections.map((section) => ({ ...sectionItemsQueryOptions(section._id), enabled })),
  })
  return sections.flatMap((section, index) =>
    (lists[index]?.data ?? []).map((item) => ({
      id: `record section-item ${item._id}`,
      label: item.title,
      words: [item.title, item.subtitle ?? '', section.name],
      meta: section.name,
      run: () => go(`${sectionPage(section._id)}?edit=${encodeURIComponent(item._id)}`),
    })),
  )
}

/**
 * The owner's records, from the lists the dashboard already reads (and caches): every content
 * type of the registry, the custom sections' items, the posts and the pages. Asked for only
 * while the palette is open.
 */
function useRecordCommands(enabled: boolean, go: (to: string) => void): PaletteCommand[] {
  const lists = useQueries({
    queries: CONTENT_TYPE_LIST.map((type) => ({
      ...CONTENT_PAGE_MODELS[type.key].api.listQueryOptions(),
      enabled,
    })),
  })
  const posts = useQuery({ ...postsQueryOptions(), enabled })
  const pages = useQuery({ ...pagesQueryOptions(), enabled })
  const records = CONTENT_TYPE_LIST.flatMap((type, index) => {
    const model = CONTENT_PAGE_MODELS[type.key]
    return (lists[index]?.data ?? []).map((item, position) => {
      const title = model.nameOf(item, position)
      const detail = model.describe(item).title
      return {
        id: `record ${type.key} ${item._id}`,
        label: title,
        words: [title, detail, type.dashboard.label],
        meta: type.dashboard.label,
        run: () => go(`${type.dashboard.path}?edit=${encodeURIComponent(item._id)}`),
      }
    })
  })
  const postRecords = (posts.data ?? []).map((post) => ({
    id: `record post ${post._id}`,
    label: post.title,
    words: [post.title, 'Posts'],
    meta: 'Posts',
    run: () => go(`posts/${encodeURIComponent(post._id)}`),
  }))
  const pageRecords = (pages.data ?? []).map((page) => ({
    id: `record page ${page._id}`,
    label: page.title,
    words: [page.title, page.address, 'Pages'],
    meta: 'Pages',
    run: () => go(`pages/${encodeURIComponent(page._id)}`),
  }))
  const itemRecords = useSectionItemCommands(enabled, go)
  return [...postRecords, ...pageRecords, ...records, ...itemRecords]
}

/** The keys the dashboard answers to, listed in the palette. */
function Shortcuts() {
  const open = shortcutKeys()
  const modifier = open.split(' ')[0]
  const rows: [string, string][] = [
    [open, 'Open this palette'],
    ['↑ ↓', 'Move through the list'],
    ['Enter', 'Go, or do it'],
    ['Esc', 'Close'],
    [`${modifier} S`, 'Save, in the post editor'],
    [`${modifier} B / I / K`, 'Bold, italic, link, in a Markdown field'],
  ]
  return (
    <section className="palette-shortcuts" aria-labelledby="palette-shortcuts-title">
      <h3 id="palette-shortcuts-title">Keyboard shortcuts</h3>
      <dl>
        {rows.map(([keys, what]) => (
          <div key={what}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Entries({ heading, commands }: { heading: string; commands: PaletteCommand[] }) {
  if (commands.length === 0) return null
  return (
    <Command.Group heading={heading}>
      {commands.map((command) => (
        <Command.Item
          key={command.id}
          value={command.id}
          keywords={command.words}
          onSelect={command.run}
          className="palette-item"
        >
          <span>{command.label}</span>
          {command.meta && <span className="palette-meta">{command.meta}</span>}
        </Command.Item>
      ))}
    </Command.Group>
  )
}

/**
 * The command palette: a modal dialog with a search box over every dashboard page (the side
 * panel's entries), the owner's records by title, and the common actions. Arrows move, Enter
 * runs, Escape closes; focus goes back to where it was.
 */
export function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const [search, setSearch] = useState('')
  const navigate = useNavigate()
  const [theme, toggleTheme] = useTheme()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      setSearch('')
      dialog.showModal()
      // The search box, rather than the first thing the browser finds focusable.
      dialog.querySelector<HTMLElement>('[cmdk-input]')?.focus()
    }
    if (!open && dialog.open) {
      dialog.close()
      const back = opener.current
      if (back instanceof HTMLElement && back.isConnected) back.focus()
    }
  }, [open])

  /** Closes first, so focus returns before the next page takes it. */
  const close = (then?: () => void) => () => {
    onClose()
    then?.()
  }
  const go = (to: string) => close(() => void navigate(`/dashboard/${to}`))()
  const records = useRecordCommands(open, go)
  const sections = useSectionCommands(open, go)

  const pages: PaletteCommand[] = [
    ...DASHBOARD_LINKS.map((link) => ({
      id: `page ${link.to}`,
      label: link.label,
      words: [link.label, 'page'],
      run: () => go(link.to),
    })),
    ...sections.pages,
  ]
  const actions: PaletteCommand[] = [
    { id: 'new post', label: 'New post', words: ['New post'], run: () => go('posts/new') },
    { id: 'new page', label: 'New page', words: ['New page'], run: () => go('pages/new') },
    ...CONTENT_TYPE_LIST.map((type) => {
      const label = `New ${CONTENT_PAGE_MODELS[type.key].singular}`
      return {
        id: `new ${type.key}`,
        label,
        words: [label],
        run: () => go(`${type.dashboard.path}?new`),
      }
    }),
    {
      id: 'new section',
      label: 'New section',
      words: ['New section'],
      run: () => go('sections?new'),
    },
    ...sections.actions,
    {
      id: 'view site',
      label: 'View site',
      words: ['View site', 'public'],
      run: close(() => void navigate('/')),
    },
    {
      id: 'theme',
      label: themeToggleLabel(theme),
      words: [themeToggleLabel(theme), 'theme', 'dark light mode'],
      run: close(toggleTheme),
    },
    {
      id: 'log out',
      label: 'Log Out',
      words: ['Log Out', 'sign out'],
      run: close(() => logOut(navigate)),
    },
  ]

  return (
    <dialog ref={ref} className="admin-dialog palette" aria-label={PALETTE_LABEL} onClose={onClose}>
      {open && (
        <Command label={PALETTE_LABEL} filter={matchWords} vimBindings={false} loop>
          <Command.Input
            className="palette-input"
            placeholder="Type a page, a title or an action…"
            value={search}
            onValueChange={setSearch}
          />
          <Command.List label="Results" className="palette-list">
            <Command.Empty>Nothing matches “{search}”.</Command.Empty>
            <Entries heading="Pages" commands={pages} />
            <Entries heading="Actions" commands={actions} />
            {search.trim() && <Entries heading="Records" commands={records} />}
          </Command.List>
          <Shortcuts />
        </Command>
      )}
    </dialog>
  )
}

/** The palette's visible opener, with its keys; on a narrow bar, the icon alone. */
export function PaletteButton({ compact, onOpen }: { compact: boolean; onOpen: () => void }) {
  const keys = shortcutKeys()
  return (
    <button
      type="button"
      className="palette-button"
      data-compact={compact}
      aria-keyshortcuts="Control+K Meta+K"
      aria-label={compact ? `${PALETTE_LABEL} (${keys})` : undefined}
      title={compact ? `${PALETTE_LABEL} (${keys})` : undefined}
      onClick={onOpen}
    >
      <AdminIcon name="search" />
      {!compact && (
        <>
          <span className="palette-button-text">{PALETTE_LABEL}…</span>
          <kbd>{keys}</kbd>
        </>
      )}
    </button>
  )
}
