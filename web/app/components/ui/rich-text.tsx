import { useTranslator, type TextLang } from '@/lib/i18n/translation.tsx'
import { Lexer, type Token, type Tokens } from 'marked'
import type { ReactNode } from 'react'

/**
 * Markdown-lite, as the owner writes descriptions: paragraphs, bullet and numbered lists, bold,
 * italics, `code` and http(s) or mailto links. marked reads the text; only these are rendered, as
 * React elements (no HTML string is ever injected); anything else (headings, raw HTML, images,
 * tables) shows as the plain text it was written as.
 */
export function RichText({
  source,
  className,
  textLang,
}: {
  source: string
  className?: string
  /** The text's own language when it is not the page's (useTextLang). */
  textLang?: TextLang
}) {
  if (!source.trim()) return null
  return (
    <div className={className ?? 'rich-text'} {...textLang}>
      {blocks(Lexer.lex(source))}
    </div>
  )
}

/** Heard after an external link's words: it opens in a new tab. */
function NewTabHint() {
  const { t } = useTranslator()
  return <span className="sr-only">{t('page.opensInNewTabHint')}</span>
}

const SAFE_LINK = /^(https?:|mailto:)/i

function blocks(tokens: Token[]): ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'space':
        return null
      case 'paragraph':
        return <p key={index}>{inline((token as Tokens.Paragraph).tokens)}</p>
      case 'list': {
        const list = token as Tokens.List
        const items = list.items.map((item, itemIndex) => (
          <li key={itemIndex}>{blocksOrInline(item.tokens)}</li>
        ))
        return list.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>
      }
      case 'text': {
        const text = token as Tokens.Text
        return <p key={index}>{text.tokens ? inline(text.tokens) : text.text}</p>
      }
      default:
        return <p key={index}>{'text' in token ? String(token.text) : token.raw}</p>
    }
  })
}

/** A list item holds text tokens (a tight list) or whole paragraphs (a loose one). */
function blocksOrInline(tokens: Token[]): ReactNode[] {
  const tight = tokens.every((token) => token.type === 'text')
  return tight
    ? tokens.flatMap((token) => {
        const text = token as Tokens.Text
        return text.tokens ? inline(text.tokens) : [text.text]
      })
    : blocks(tokens)
}

function inline(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, index) => {
    switch (token.type) {
      case 'strong':
        return <strong key={index}>{inline((token as Tokens.Strong).tokens)}</strong>
      case 'em':
        return <em key={index}>{inline((token as Tokens.Em).tokens)}</em>
      case 'codespan':
        return <code key={index}>{(token as Tokens.Codespan).text}</code>
      case 'br':
        return <br key={index} />
      case 'link': {
        const link = token as Tokens.Link
        const text = inline(link.tokens)
        if (!SAFE_LINK.test(link.href)) return <span key={index}>{text}</span>
        const external = !link.href.startsWith('mailto:')
        return (
          <a
            key={index}
            href={link.href}
            className="link"
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {text}
            {external && <NewTabHint />}
          </a>
        )
      }
      case 'text': {
        const text = token as Tokens.Text
        return text.tokens ? <span key={index}>{inline(text.tokens)}</span> : text.text
      }
      default:
        return 'text' in token ? String(token.text) : token.raw
    }
  })
}
