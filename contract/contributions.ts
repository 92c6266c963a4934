import { Type, type Static } from 'typebox'

/** GitHub began in 2008: no account has contributions before it. */
export const FIRST_GITHUB_YEAR = 2008

export const ContributionsQuery = Type.Object(
  {
    y: Type.String({
      pattern: '^(last|[0-9]{4})$',
      title: 'Year',
      errorMessage: 'The year must be four digits or "last"',
      description: 'A year (YYYY) or `last` for the last twelve months',
    }),
  },
  { additionalProperties: false },
)
export type ContributionsQuery = Static<typeof ContributionsQuery>

export const ContributionDay = Type.Object({
  date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  count: Type.Integer({ minimum: 0 }),
  level: Type.Integer({ minimum: 0, maximum: 4 }),
})
export type ContributionDay = Static<typeof ContributionDay>

export const Contributions = Type.Object({
  total: Type.Record(Type.String(), Type.Integer(), {
    description: 'Contributions per year, keyed by the year, or by `lastYear` for y=last',
  }),
  contributions: Type.Array(ContributionDay),
})
export type Contributions = Static<typeof Contributions>

/** GET /api/contributions/years: the years the account has, from the one it began in. */
export const ContributionYears = Type.Object({
  years: Type.Array(Type.Integer({ minimum: FIRST_GITHUB_YEAR }), {
    description:
      'The years the contributions service has for the account (GitHub lists every year from the one the account was created in), oldest first',
  }),
})
export type ContributionYears = Static<typeof ContributionYears>
