import { FIRST_CONTRIBUTION_YEAR } from '@contract/limits.ts'

export const GRAPH_ERROR_TEXT = 'Unable to fetch contribution data. See console.'

/** Years from FIRST_CONTRIBUTION_YEAR to this year, newest last. */
export function contributionYears(now = new Date()): number[] {
  const years: number[] = []
  for (let year = FIRST_CONTRIBUTION_YEAR; year <= now.getFullYear(); year++) years.push(year)
  return years
}
