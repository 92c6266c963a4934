import { useEffect, useRef } from 'react'
import { lookColourCss } from '@contract/accent-palette.ts'
import { DEFAULT_LOOK, LOOK_PRESETS, type SiteLook } from '@contract/site-look.ts'

const HEX = /^#[0-9a-f]{6}$/i

/**
 * Dresses the preview's frame in the unsaved look: the data attributes on its <html> and one
 * constructed stylesheet (the colour tokens, then the custom CSS, last), the same that /site.css
 * serves once saved. A constructed sheet is not an inline <style>, so the dashboard's CSP allows
 * it, and it cannot @import anything. Only the frame changes: the dashboard keeps its own look.
 */
export function LookInFrame({ look }: { look: Partial<SiteLook> | undefined }) {
  const anchor = useRef<HTMLSpanElement>(null)
  const preset = LOOK_PRESETS.includes(look?.preset as never) ? look!.preset! : DEFAULT_LOOK.preset
  const accent = look?.accent && HEX.test(look.accent) ? look.accent : DEFAULT_LOOK.accent
  const roundness = look?.roundness ?? DEFAULT_LOOK.roundness
  const density = look?.density ?? DEFAULT_LOOK.density
  const customCss = look?.customCss ?? ''
  useEffect(() => {
    const page = anchor.current?.ownerDocument
    const view = page?.defaultView as (Window & typeof globalThis) | null | undefined
    if (!page || !view) return
    const root = page.documentElement
    Object.assign(root.dataset, { preset, roundness, density, lookPreview: 'applied' })
    const sheet = new view.CSSStyleSheet()
    sheet.replaceSync(`${lookColourCss({ preset, accent })}\n${customCss}`)
    page.adoptedStyleSheets = [...page.adoptedStyleSheets, sheet]
    return () => {
      page.adoptedStyleSheets = page.adoptedStyleSheets.filter((other) => other !== sheet)
    }
  }, [preset, accent, roundness, density, customCss])
  return <span ref={anchor} hidden />
}
