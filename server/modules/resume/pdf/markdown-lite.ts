import { Lexer, type Token, type Tokens } from 'marked'

/** A stretch of inline text: bold or not, and the address it links to, if any. */
interface InlineSpan {
  text: string
  bold?: boolean
  href?: string
}

/** A block of the owner's Markdown-lite: a paragraph, or one point of a list. */
export interface TextBlock {
  kind: 'paragraph' | 'point'
  /** A numbered list's "1.", a bullet list's "•". */
  marker?: string
  spans: InlineSpan[]
}

const SAFE_LINK = /^(https?:|mailto:)/i

/**
 * The owner's Markdown-lite (what the site's RichText shows: paragraphs, bullet and numbered
 * lists, bold, italics, code and http(s) or mailto links) as blocks of spans for the PDF; anything
 * else reads as the text it was written as, as on the site.
 */
export function markdownLiteBlocks(source: string): TextBlock[] {
  if (!source.trim()) return []
  return blocks(Lexer.lex(source))
}

function blocks(tokens: Token[]): TextBlock[] {
  return tokens.flatMap((token): TextBlock[] => {
    switch (token.type) {
      case 'space':
        return []
      case 'paragraph':
        return [{ kind: 'paragraph', spans: inline((token as Tokens.Paragraph).tokens) }]
      case 'list': {
        const list = token as Tokens.List
        const start = typeof list.start === 'number' ? list.start : 1
        return list.items.map((item, index) => ({
          kind: 'point' as const,
          marker: list.ordered ? `${start + index}.` : '•',
          spans: itemSpans(item.tokens),
        }))
      }
      case 'text': {
        const text = token as Tokens.Text
        return [
          { kind: 'paragraph', spans: text.tokens ? inline(text.tokens) : [{ text: text.text }] },
        ]
      }
      default:
        return [
          {
            kind: 'paragraph',
            spans: [{ text: 'text' in token ? String(token.text) : token.raw }],
          },
        ]
    }
  })
}

/** A list item's words, its paragraphs run together (a point is one line of thought). */
function itemSpans(tokens: Token[]): InlineSpan[] {
  return tokens.flatMap((token, index) => {
    const separator = index > 0 ? [{ text: ' ' }] : []
    if (token.type === 'text' || token.type === 'paragraph') {
      const text = token as Tokens.Text
      return [...separator, ...(text.tokens ? inline(text.tokens) : [{ text: text.text }])]
    }
    if (token.type === 'space') return []
    return [...separator, { text: 'text' in token ? String(token.text) : token.raw }]
  })
}

function inline(tokens: Token[] | undefined, bold = false, href?: string): InlineSpan[] {
  const span = (text: string): InlineSpan => ({
    text,
    ...(bold ? { bold } : {}),
    ...(href ? { href } : {}),
  })
  return (tokens ?? []).flatMap((token): InlineSpan[] => {
    switch (token.type) {
      case 'strong':
        return inline((token as Tokens.Strong).tokens, true, href)
      case 'em':
        return inline((token as Tokens.Em).tokens, bold, href)
      case 'codespan':
        return [span((token as Tokens.Codespan).text)]
      case 'br':
        return [span(' ')]
      case 'link': {
        const link = token as Tokens.Link
        return inline(link.tokens, bold, SAFE_LINK.test(link.href) ? link.href : href)
      }
      case 'text': {
        const text = token as Tokens.Text
        return text.tokens ? inline(text.tokens, bold, href) : [span(unescape(text.text))]
      }
      case 'escape':
        return [span((token as Tokens.Escape).text)]
      default:
        return [span('text' in token ? String(token.text) : token.raw)]
    }
  })
}

/** marked's text keeps HTML entities for the characters it escaped (&amp; and the like). */
function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}
