import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { initThemeToggles } from '@/islands/theme-toggle.ts'
import { THEME_STORAGE_KEY } from '@/lib/theme/theme.ts'
import { ThemeToggle } from './theme-toggle.tsx'

/** The server's markup, then the public pages' script, as in the browser. */
function renderToggle() {
  render(<ThemeToggle />)
  initThemeToggles(document)
}

describe('ThemeToggle', () => {
  it('switches between dark and light, saying what it will do, and remembers the choice', async () => {
    document.documentElement.dataset.theme = 'dark'
    renderToggle()
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }))
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }))
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
  })

  it('starts from the mode the page already has', () => {
    document.documentElement.dataset.theme = 'light'
    renderToggle()
    const button = screen.getByRole('button', { name: 'Switch to dark mode' })
    expect(button.title).toBe('Switch to dark mode')
  })

  it('draws both icons, so CSS can show the one of the current mode without JavaScript', () => {
    render(<ThemeToggle />)
    const button = screen.getByRole('button')
    expect(button.querySelector('.when-dark svg')).not.toBeNull()
    expect(button.querySelector('.when-light svg')).not.toBeNull()
  })
})
