import { useCallback, useState } from 'react'
import { Outlet, type MetaFunction } from 'react-router'
import { CommandPalette, PaletteButton } from '@/features/admin/palette/command-palette.tsx'
import { usePaletteShortcut } from '@/features/admin/palette/palette-shortcut.ts'
import { adminHeaders, adminMeta } from '@/features/admin/shared/admin-meta.ts'
import { SidePanel } from '@/features/admin/shared/components/side-panel.tsx'
import { requireToken } from '@/features/admin/shared/route-guards.ts'

export const headers = adminHeaders
export const meta: MetaFunction = ({ matches }) => adminMeta(matches, 'Dashboard')

export async function clientLoader() {
  return requireToken()
}
clientLoader.hydrate = true as const

/** /dashboard: the side panel (a bar and a drawer on a phone), the page, the command palette. */
export default function DashboardLayout() {
  const [paletteOpen, setPaletteOpen] = useState(false)
  const togglePalette = useCallback(() => setPaletteOpen((open) => !open), [])
  usePaletteShortcut(togglePalette)
  const openPalette = () => setPaletteOpen(true)
  return (
    <div className="dashboard">
      <a href="#main" className="skip-link sr-only-focusable">
        Skip to content
      </a>
      <SidePanel
        paletteButton={(compact) => <PaletteButton compact={compact} onOpen={openPalette} />}
      />
      <main id="main" tabIndex={-1} className="dashboard-main">
        <Outlet />
      </main>
      <CommandPalette open={paletteOpen} onClose={() => setPaletteOpen(false)} />
    </div>
  )
}
