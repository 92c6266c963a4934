import { redirect } from 'react-router'

/** docs/contract.md §2: the footer links to /contacts; the page lives at /contact. */
export function loader() {
  return redirect('/contact', 301)
}
