import { Type, type Static } from 'typebox'
import { ImportChoices } from './profile-import.ts'

/**
 * The GitHub half of the profile import: the owner names a GitHub account, picks among its public
 * repositories, and the chosen ones become projects through the same preview, apply and undo as
 * LinkedIn's export (contract/profile-import.ts). A project imported so remembers its repository
 * and the values imported, so "Refresh from GitHub" changes only what the owner has not changed.
 */
export const GITHUB_IMPORT_PATHS = {
  repositories: '/api/imports/github/repositories',
  preview: '/api/imports/github/preview',
  apply: '/api/imports/github/apply',
  refreshPreview: '/api/imports/github/refresh/preview',
  refreshApply: '/api/imports/github/refresh/apply',
} as const

/** What a GitHub import reads at most: enough for any portfolio, bounded for GitHub's limits. */
export const GITHUB_IMPORT_LIMITS = {
  /** Repositories listed (10 pages of 100). */
  maxRepositories: 1000,
  /** Repositories imported at once (each may cost one README request). */
  maxChosen: 100,
  /** A README longer than this (bytes) is not read. */
  maxReadmeBytes: 512 * 1024,
  /** An avatar larger than this (bytes) is not read. */
  maxAvatarBytes: 5 * 1024 * 1024,
} as const

export const GITHUB_IMPORT_MESSAGES = {
  repositories: (count: number, username: string) =>
    `${count} public ${count === 1 ? 'repository' : 'repositories'} of ${username}`,
  noAccount: (username: string) => `GitHub has no account named “${username}”: check the spelling`,
  rateLimited: (when: string) =>
    `GitHub's limit of requests is reached: try again ${when} (a GITHUB_TOKEN on the server raises the limit)`,
  unreachable: (why: string) =>
    `Could not reach GitHub (${why}): check the server's connection and try again in a minute`,
  refused: (status: number) =>
    `GitHub refused the request (status ${status}): try again in a few minutes`,
  unknownRepository: (name: string) =>
    `The account has no public repository named “${name.slice(0, 100)}”: list its repositories again`,
  avatarTooLarge: (megabytes: number) =>
    `Your GitHub avatar was not used: it is larger than ${megabytes} MB`,
  avatarUnreadable: (why: string) => `Your GitHub avatar was not used: ${why}`,
  avatarUnreachable: (why: string) =>
    `Your GitHub avatar was not used: could not fetch it (${why}); the rest can be imported`,
  refreshPreview: (count: number) =>
    count === 0
      ? 'Nothing to refresh: the projects are as GitHub has them, or you changed the fields since'
      : `Nothing changed yet: ${count} ${count === 1 ? 'project' : 'projects'} would be refreshed`,
  nothingToRefresh:
    'Nothing to refresh: no project chosen has a field GitHub changed that you left as imported',
  refreshed: (count: number) =>
    count === 0
      ? 'Nothing was refreshed'
      : `Refreshed ${count} ${count === 1 ? 'project' : 'projects'} from GitHub`,
} as const

/** A GitHub login: letters, digits and single hyphens, at most 39 characters. */
const GitHubUsername = Type.String({
  minLength: 1,
  maxLength: 39,
  pattern: '^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$',
  title: 'GitHub username',
  errorMessage:
    'A GitHub username is letters, digits and single hyphens (at most 39), like octocat',
})

export const GitHubRepositoriesQuery = Type.Object(
  { username: GitHubUsername },
  { additionalProperties: false },
)

export const GitHubRepository = Type.Object({
  name: Type.String(),
  fullName: Type.String({ description: 'owner/name' }),
  description: Type.String(),
  language: Type.String({ description: 'Its main language, or empty' }),
  stars: Type.Integer({ minimum: 0 }),
  topics: Type.Array(Type.String()),
  homepage: Type.String({ description: 'Its live address, or empty' }),
  url: Type.String({ description: 'Its page on GitHub' }),
  pushedAt: Type.String({ description: 'The last push, an ISO date-time, or empty' }),
  fork: Type.Boolean(),
  archived: Type.Boolean(),
})
export type GitHubRepository = Static<typeof GitHubRepository>

export const GitHubRepositoriesResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    username: Type.String(),
    repositories: Type.Array(GitHubRepository, { description: 'Newest push first' }),
  }),
})

/** The repositories to import and how; apply adds the owner's choices of the preview. */
export const GitHubImportBody = Type.Object(
  {
    username: GitHubUsername,
    repositories: Type.Array(
      Type.String({
        minLength: 1,
        maxLength: 100,
        pattern: '^[A-Za-z0-9._-]+$',
        errorMessage: 'A repository is named by letters, digits, dots, hyphens and underscores',
      }),
      {
        minItems: 1,
        maxItems: GITHUB_IMPORT_LIMITS.maxChosen,
        uniqueItems: true,
        title: 'Repositories',
        errorMessage: `Choose from 1 to ${GITHUB_IMPORT_LIMITS.maxChosen} repositories, each once`,
      },
    ),
    readme: Type.Optional(
      Type.Boolean({
        description:
          "Each README becomes the project's case study, a draft without an address until the owner gives one",
      }),
    ),
    avatar: Type.Optional(
      Type.Boolean({
        description:
          "The account's GitHub avatar becomes the profile photo (fetched only when true); undone with the import",
      }),
    ),
    choices: Type.Optional(
      Type.Partial(ImportChoices, {
        description: 'Apply only: what the owner chose in the preview; each list optional',
      }),
    ),
  },
  { additionalProperties: false },
)
export type GitHubImportBody = Static<typeof GitHubImportBody>

const REFRESH_FIELDS = ['desc', 'tools', 'live'] as const
export type RefreshField = (typeof REFRESH_FIELDS)[number]

const RefreshChange = Type.Object({
  field: Type.Unsafe<RefreshField>({ type: 'string', enum: [...REFRESH_FIELDS] }),
  label: Type.String({ description: 'The field in words' }),
  from: Type.String(),
  to: Type.String(),
})

export const RefreshItem = Type.Object({
  id: Type.String({ description: "The project's id" }),
  title: Type.String(),
  repository: Type.String({ description: 'owner/name' }),
  changes: Type.Array(RefreshChange, { description: 'What a refresh would write' }),
  kept: Type.Array(Type.Object({ field: Type.String(), label: Type.String() }), {
    description: 'Fields GitHub changed that the owner changed too: kept as the owner wrote them',
  }),
  problem: Type.Optional(Type.String({ description: 'Why it cannot be refreshed now' })),
})
export type RefreshItem = Static<typeof RefreshItem>

export const RefreshBody = Type.Object(
  {
    leaveOut: Type.Optional(
      Type.Array(Type.String({ maxLength: 20 }), {
        maxItems: 1000,
        description: 'Projects (ids) not to refresh',
      }),
    ),
  },
  { additionalProperties: false },
)
export type RefreshBody = Static<typeof RefreshBody>

export const RefreshPreviewResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ items: Type.Array(RefreshItem) }),
})
