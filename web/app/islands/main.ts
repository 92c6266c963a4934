/**
 * The public pages' only first-load script. Public pages are rendered on the server and never
 * hydrated (ADR 0010): each behaviour below finds its server-rendered markup by a data attribute
 * and enhances it. Heavier parts (the contribution calendar, toasts) load on demand.
 */
import { initCodeBlocks } from './code-blocks.ts'
import { initContactForms } from './contact-form.ts'
import { initContributionGraphs } from './contribution-graph.ts'
import { initHeader } from './header.ts'
import { LANGUAGE_OFFERS_ID } from './language-offers.ts'
import { initOwnerLinks } from './owner-link.ts'
import { initPageView } from './page-view.ts'
import { initPrintButtons } from './print-button.ts'
import { initRevealOnScroll } from './reveal-on-scroll.ts'
import { initScrollToTop } from './scroll-to-top.ts'
import { initThemeToggles } from './theme-toggle.ts'
import { initTypingTitles } from './typing-titles.ts'

const behaviours = [
  initScrollToTop,
  initThemeToggles,
  initHeader,
  initRevealOnScroll,
  initTypingTitles,
  initOwnerLinks,
  initContactForms,
  initContributionGraphs,
  initPrintButtons,
  initCodeBlocks,
  initPageView,
  // Only a page in more than one language says which: the suggestion's code loads for it alone.
  (root: Document) => {
    if (!root.getElementById(LANGUAGE_OFFERS_ID)) return
    void import('./language-suggestion.ts').then(({ initLanguageSuggestion }) =>
      initLanguageSuggestion(root),
    )
  },
]

/**
 * Lets the browser take its turn (input, a frame) before the next behaviour: each runs in a task
 * of its own, so no start-up task is long enough to delay a visitor's first tap.
 */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

async function start() {
  for (const init of behaviours) {
    try {
      init(document)
    } catch (error) {
      // One broken behaviour must not take the others down; the page itself is complete HTML.
      console.error(error)
    }
    await yieldToBrowser()
  }
  // Browser tests wait for this mark before they interact.
  document.documentElement.dataset.hydrated = 'true'
}

void start()
