/** A fence that opens or closes a code block: three or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/

/**
 * The most lists and quotes one line of a Markdown text opens (`> > - 1. text` opens four),
 * outside fenced code. One pass, no parsing: it runs before the renderer, so a text nested
 * thousands deep, which the parser would take a minute on and overflow its stack with, is refused
 * at once. Nesting by indentation alone is not counted: it costs two spaces a level, so the body
 * limit keeps it shallow enough to render.
 */
export function deepestNesting(markdown: string): number {
  let deepest = 0
  let fence: string | undefined
  for (const line of markdown.split('\n')) {
    const opened = FENCE.exec(line)?.[1]
    if (fence) {
      if (opened && opened[0] === fence[0] && opened.length >= fence.length) fence = undefined
      continue
    }
    if (opened) {
      fence = opened
      continue
    }
    deepest = Math.max(deepest, containersOpenedBy(line))
  }
  return deepest
}

/** Quote markers (`>`) and list markers (`-`, `*`, `+`, `1.`, `1)`) at the start of a line. */
function containersOpenedBy(line: string): number {
  let depth = 0
  let at = 0
  for (;;) {
    while (line[at] === ' ' || line[at] === '\t') at++
    const char = line[at]
    if (char === '>') {
      depth++
      at++
      continue
    }
    let marker = at
    if (char === '-' || char === '*' || char === '+') marker++
    else {
      while (marker - at < 9 && line[marker]! >= '0' && line[marker]! <= '9') marker++
      if (marker === at || (line[marker] !== '.' && line[marker] !== ')')) return depth
      marker++
    }
    // A list marker is followed by a space, a tab or the end of the line (`*a*` is emphasis).
    const after = line[marker]
    if (after !== undefined && after !== ' ' && after !== '\t' && after !== '\r') return depth
    depth++
    at = marker
  }
}
