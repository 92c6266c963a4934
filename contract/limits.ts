/** Limits and constants that both the server and the web app use. */

export const LIMITS = {
  shortText: 200,
  mediumText: 500,
  longText: 5000,
  email: 254,
  contactName: 100,
  contactMessage: 5000,
  /** A JSON add may carry at most this many records at once. */
  addBatch: 50,
} as const

/** Default largest accepted upload, in bytes (overridable by UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** Contact messages a sender address may send in one day (overridable by CONTACT_DAILY_LIMIT). */
export const DEFAULT_CONTACT_DAILY_LIMIT = 2

/** Where the owner's session token is kept in the browser, and the header that carries it. */
export const TOKEN_STORAGE_KEY = 'token'
export const AUTH_HEADER = 'auth-token'

export const PREVIEW = {
  homeSkills: 8,
  homeProjects: 3,
  homePosts: 3,
  aboutParagraphs: 4,
  /** Education and experience entries on the home page; /about has them all. */
  homeTimeline: 3,
  /** Testimonials and publications on the home page; /about has them all. */
  homeTestimonials: 4,
  homePublications: 3,
} as const

/** How many projects the owner may feature: shown large on the home and projects pages. */
export const FEATURED_PROJECTS = 3

/**
 * A project's case study beyond its text (contract/project.ts): the facts' lengths, how many
 * outcome figures it shows and how many images its gallery holds.
 */
export const CASE_STUDY_LIMITS = {
  role: 80,
  team: 120,
  timeline: 60,
  /** Outcome figures shown large on the case study. */
  outcomes: 4,
  /** A figure's value is short, drawn large: "40%", "2.1 s", "12k". */
  outcomeValue: 12,
  outcomeLabel: 60,
  /** Images in one project's gallery. */
  gallery: 8,
  alt: 200,
  caption: 200,
} as const

/** How long the dashboard offers "Undo" after a save or a delete (at least 8 s). */
export const UNDO_WINDOW_MS = 10_000

/** Pages (contract/page.ts): how many a site may have, drafts included, and their fields. */
export const PAGE_LIMITS = {
  /** Pages a site may have, drafts included. */
  pages: 50,
  title: 120,
  address: 60,
  body: 100_000,
} as const

/** Custom sections (contract/section.ts): how many, how many items each, and their texts. */
export const SECTION_LIMITS = {
  /** Sections a site may have. */
  sections: 20,
  /** Items one section may have. */
  items: 200,
  name: 60,
  address: 60,
  intro: 500,
  /** The owner's label of a field ("Event"). */
  label: 40,
  /** A title, subtitle or place. */
  line: 200,
  /** A link's label ("Slides"). */
  linkLabel: 60,
  url: 2048,
  tags: 20,
  tag: 40,
  /** The Markdown-lite text of an item. */
  text: 5000,
} as const
