import { expect } from 'vitest'
import type { TestApp } from './test-app.ts'

/**
 * One request as the owner, expected to succeed: its `data`. A test that sets content up through
 * the API reads as the steps it takes, and a refusal fails it with the server's own words.
 */
export type OwnerMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export async function asOwner<T>(
  t: TestApp,
  method: OwnerMethod,
  url: string,
  payload?: object,
): Promise<T> {
  const response = await t.app.inject({
    method,
    url,
    headers: await t.ownerHeaders(),
    ...(payload ? { payload } : {}),
  })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { data: T }).data
}
