/** docs/contract.md §9: the mobile layout applies at 768 px or less. */
export const WIDE_SCREEN_QUERY = '(min-width: 769px)'
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
/** The dashboard shows a form's live preview beside it from this width (admin preview.css too). */
export const PREVIEW_BESIDE_QUERY = '(min-width: 1280px)'
