import { islandText } from './texts.ts'

/** How long a button says "Copied" before it offers to copy again. */
const COPIED_MS = 2000

/** Selects the block's text, so the reader can copy it with the keyboard when we cannot. */
function select(block: HTMLElement) {
  const range = document.createRange()
  range.selectNodeContents(block)
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
}

/**
 * A "Copy" button before each code block of the page's Markdown (`.prose pre`), outside the block
 * so that copying the block by hand never takes the button's word with it. What happened is said
 * on the button and in a status message screen readers announce.
 */
export function addCopyButtons(root: Document) {
  for (const block of root.querySelectorAll<HTMLElement>('.prose pre')) {
    if (block.parentElement?.classList.contains('code-block')) continue
    const frame = root.createElement('div')
    frame.className = 'code-block'
    block.replaceWith(frame)
    const button = root.createElement('button')
    button.type = 'button'
    button.className = 'code-copy'
    button.textContent = islandText('code.copy', root)
    button.setAttribute('aria-label', islandText('code.copyLabel', root))
    const status = root.createElement('span')
    status.setAttribute('role', 'status')
    status.className = 'sr-only'
    frame.append(button, status, block)
    let reset: ReturnType<typeof setTimeout> | undefined
    const say = (words: string, label: string) => {
      button.textContent = words
      status.textContent = label
      clearTimeout(reset)
      reset = setTimeout(() => {
        button.textContent = islandText('code.copy', root)
        status.textContent = ''
      }, COPIED_MS)
    }
    button.addEventListener('click', () => {
      const text = (block.querySelector('code') ?? block).textContent ?? ''
      if (!navigator.clipboard) {
        select(block)
        say(islandText('code.selected', root), islandText('code.selectedHint', root))
        return
      }
      navigator.clipboard.writeText(text).then(
        () => say(islandText('code.copied', root), islandText('code.copied', root)),
        () => {
          select(block)
          say(islandText('code.selected', root), islandText('code.copyFailed', root))
        },
      )
    })
  }
}
