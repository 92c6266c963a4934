/** `[data-action="print"]` buttons are hidden without JavaScript; here they show and print. */
export function initPrintButtons(root: Document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-action="print"]')) {
    button.hidden = false
    button.addEventListener('click', () => window.print())
  }
}
