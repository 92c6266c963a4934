import { AUTH_HEADER } from '@contract/limits.ts'
import { endSession, readToken } from './owner-session.ts'

/** A failed call; `message` is the server's own message whenever it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The answer's JSON body, for fields beside the message (`twoFactorRequired`). */
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as a JSON body. */
  json?: unknown
  /** Sent as multipart/form-data (an upload). */
  form?: FormData
  /** Upload progress from 0 to 1; uploads with it go through XMLHttpRequest. */
  onUploadProgress?: (fraction: number) => void
  /** Owner calls carry the token and treat 401 as the end of the session. */
  owner?: boolean
  /** Extra request headers. */
  headers?: Record<string, string>
  /** Cancels the call (a preview typed past): it then rejects with the signal's reason. */
  signal?: AbortSignal
}

interface Answer {
  status: number
  body: unknown
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown }
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

function parse(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function headersFor(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
  if (options.json !== undefined) headers['content-type'] = 'application/json'
  const token = readToken()
  if (options.owner && token) headers[AUTH_HEADER] = token
  return headers
}

async function sendWithFetch(path: string, options: RequestOptions): Promise<Answer> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: headersFor(options),
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
    signal: options.signal,
  })
  return { status: response.status, body: parse(await response.text()) }
}

/** XMLHttpRequest, because fetch cannot report upload progress. */
function sendWithProgress(path: string, options: RequestOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(options.method ?? 'POST', path)
    for (const [name, value] of Object.entries(headersFor(options))) {
      request.setRequestHeader(name, value)
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      options.onUploadProgress?.(1)
      resolve({ status: request.status, body: parse(request.responseText) })
    }
    request.onerror = () =>
      reject(new ApiError('Network error: the server could not be reached', 0))
    request.send(options.form ?? null)
  })
}

/**
 * The one way the web app calls the API. Answers the parsed `{success, …}` body; throws an
 * ApiError with the server's message on any failure. An owner call answered 401 ends the session:
 * the token is removed and the owner is sent to /login.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const answer =
    options.onUploadProgress && options.form
      ? await sendWithProgress(path, options)
      : await sendWithFetch(path, options)
  const body = answer.body as { success?: boolean } | undefined
  if (answer.status >= 200 && answer.status < 300 && body?.success !== false) return body as T
  const message = messageOf(body) ?? `The request failed (${answer.status})`
  if (answer.status === 401 && options.owner) endSession()
  throw new ApiError(message, answer.status, body)
}

/** A path with its `:id` filled in. */
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id))

/** An owner call: carries the auth-token header. */
export function ownerRequest<T>(path: string, options: Omit<RequestOptions, 'owner'> = {}) {
  return apiRequest<T>(path, { ...options, owner: true })
}

/**
 * An owner call whose answer is a file (a PDF): its bytes, or, like every call, an ApiError with
 * the server's message (401 ends the session).
 */
export async function ownerFileRequest(
  path: string,
  options: Omit<RequestOptions, 'owner' | 'form' | 'onUploadProgress'> = {},
): Promise<Blob> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: { ...headersFor({ ...options, owner: true }), accept: '*/*' },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    signal: options.signal,
  })
  if (response.ok) return response.blob()
  const body = parse(await response.text())
  if (response.status === 401) endSession()
  throw new ApiError(
    messageOf(body) ?? `The request failed (${response.status})`,
    response.status,
    body,
  )
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return String(error)
}

/**
 * Tells the server the owner signs out, for the account log. Sent with the token
 * before it is forgotten; never waited for, and a failure changes nothing.
 */
export function reportSignOut(): void {
  const token = readToken()
  if (!token) return
  void fetch('/api/user/logout', {
    method: 'POST',
    headers: { [AUTH_HEADER]: token, accept: 'application/json' },
    keepalive: true,
  }).catch(() => {})
}
