import type { Contributions } from '@contract/contributions.ts'

/** GET /api/contributions?y=<year>: the owner's contribution days of that year. */
export async function getContributions(year: number, signal?: AbortSignal): Promise<Contributions> {
  const response = await fetch(`/api/contributions?y=${year}`, { signal })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? `Contributions request failed with status ${response.status}`)
  }
  return (await response.json()) as Contributions
}
