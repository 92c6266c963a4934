import type { Contributions } from '@contract/contributions.ts'

/** GETs one of the public contributions paths; a failure throws the server's message. */
export async function getContributionsJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { signal })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? `Contributions request failed with status ${response.status}`)
  }
  return (await response.json()) as T
}

/** GET /api/contributions?y=<year>: the owner's contribution days of that year. */
export function getContributions(year: number, signal?: AbortSignal): Promise<Contributions> {
  return getContributionsJson<Contributions>(`/api/contributions?y=${year}`, signal)
}
