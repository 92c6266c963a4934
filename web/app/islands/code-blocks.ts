/**
 * Copy buttons on a post's or case study's code blocks. Most pages have none, so the buttons'
 * code is its own chunk, loaded only on a page that has a code block (never part of the first load
 * of a page without one).
 */
export function initCodeBlocks(root: Document) {
  if (!root.querySelector('.prose pre')) return
  void import('./code-copy.ts').then(({ addCopyButtons }) => addCopyButtons(root))
}
