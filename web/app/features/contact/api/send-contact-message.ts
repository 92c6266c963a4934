import type { ContactInput } from '@contract/contact.ts'

export type ContactResult =
  { outcome: 'sent' } | { outcome: 'rate-limited' } | { outcome: 'failed'; message: string }

const FALLBACK_ERROR = 'The message could not be sent. Please try again later.'

/** POST /api/contact/addmsg. A 429 means the daily limit was reached (docs/contract.md §7). */
export async function sendContactMessage(input: ContactInput): Promise<ContactResult> {
  let response: Response
  try {
    response = await fetch('/api/contact/addmsg', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    })
  } catch (error) {
    return { outcome: 'failed', message: error instanceof Error ? error.message : FALLBACK_ERROR }
  }
  if (response.status === 429) return { outcome: 'rate-limited' }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean
    message?: string
  } | null
  if (response.ok && body?.success) return { outcome: 'sent' }
  return { outcome: 'failed', message: body?.message || FALLBACK_ERROR }
}
