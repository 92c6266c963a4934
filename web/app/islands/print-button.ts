/**
 * `[data-action="print"]` buttons print the page. Without JavaScript CSS hides them; with it they
 * show from the first paint (app.css), so wiring them here moves nothing.
 */
export function initPrintButtons(root: Document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-action="print"]')) {
    button.addEventListener('click', () => window.print())
  }
}
