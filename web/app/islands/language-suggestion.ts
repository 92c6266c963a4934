import { LANGUAGE_OFFERS_ID, offerFor, type LanguageOffers } from './language-offers.ts'

/** Where a visitor's "no, thanks" is kept: in the browser only (no cookie), for every page. */
const SUGGESTION_DISMISSED_KEY = 'vitrine.languageSuggestion.dismissed'

function dismissed(): boolean {
  try {
    return localStorage.getItem(SUGGESTION_DISMISSED_KEY) === '1'
  } catch {
    // Storage refused (a private window's settings): suggest, and forget the choice.
    return false
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1')
  } catch {
    // Nothing kept: the note is gone for this page at least.
  }
}

/**
 * The suggestion of another language: when the visitor's browser prefers one the page also
 * exists in, a small note in that language ("Diese Seite gibt es auch auf Deutsch.") with a link
 * to it and a close button. Never a redirect. Fixed at the bottom, over the page, so nothing
 * moves; closing it is remembered in local storage.
 */
export function initLanguageSuggestion(root: Document) {
  // What was decided, on the html element: browser tests wait for it.
  const decided = (state: 'shown' | 'none') =>
    (root.documentElement.dataset.languageSuggestion = state)
  const data = root.getElementById(LANGUAGE_OFFERS_ID)?.textContent
  if (!data || dismissed()) return decided('none')
  let offers: LanguageOffers
  try {
    offers = JSON.parse(data) as LanguageOffers
  } catch {
    return decided('none')
  }
  const offer = offerFor(navigator.languages ?? [navigator.language], offers)
  if (!offer) return decided('none')

  const note = root.createElement('aside')
  note.className = 'language-suggestion'
  note.lang = offer.lang
  note.dir = offer.dir
  note.setAttribute('aria-label', offer.text)
  note.dataset.languageSuggestion = ''
  const link = root.createElement('a')
  link.href = offer.href
  link.hreflang = offer.lang
  link.textContent = offer.text
  const close = root.createElement('button')
  close.type = 'button'
  close.setAttribute('aria-label', offer.dismiss)
  close.title = offer.dismiss
  close.innerHTML =
    '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M6 6l12 12M18 6L6 18"/></svg>'
  close.addEventListener('click', () => {
    rememberDismissed()
    note.remove()
  })
  note.append(link, close)
  root.body.append(note)
  decided('shown')
}
