import type { ContributionYears } from '@contract/contributions.ts'
import { getContributionsJson } from './get-contributions.ts'

/** GET /api/contributions/years: the years the owner's account has, oldest first. */
export async function getContributionYears(signal?: AbortSignal): Promise<number[]> {
  return (await getContributionsJson<ContributionYears>('/api/contributions/years', signal)).years
}
