import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text.tsx'

const html = (source: string) => renderToStaticMarkup(<RichText source={source} />)

describe('RichText', () => {
  it('renders a paragraph and bullet points with bold, code and links', () => {
    expect(
      html('Payments team.\n- Cut latency by **40 %**\n- Shipped `v2`, see [notes](https://e.com)'),
    ).toBe(
      '<div class="rich-text"><p>Payments team.</p><ul><li>Cut latency by <strong>40 %</strong></li>' +
        '<li>Shipped <code>v2</code>, see <a href="https://e.com" class="link" target="_blank" ' +
        'rel="noopener noreferrer">notes<span class="sr-only"> (opens in a new tab)</span></a></li></ul></div>',
    )
  })

  it('shows raw HTML as text and never links to a script', () => {
    const out = html('<img src=x onerror=alert(1)> [click](javascript:alert(1))')
    expect(out).not.toContain('<img')
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(out).not.toContain('href')
    expect(out).toContain('click')
  })

  it('renders nothing for an empty description', () => {
    expect(html('  \n ')).toBe('')
  })
})
