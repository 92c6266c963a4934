import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser'
import type {
  Passkey,
  RecoveryCodes,
  Session,
  SignInStatus,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
  TwoFactorSetup,
} from '@contract/account.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { promptClosed } from '@/features/admin/auth/api/sign-in-with-passkey.ts'
import { notify } from '@/lib/toast/notify.ts'
import { passkeyErrorInWords } from '../passkey-problems.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'

const SECURITY_KEY = ['admin', 'security'] as const
const STATUS_KEY = [...SECURITY_KEY, 'status'] as const
const PASSKEYS_KEY = [...SECURITY_KEY, 'passkeys'] as const
const SESSIONS_KEY = [...SECURITY_KEY, 'sessions'] as const

export const signInStatusQueryOptions = () =>
  queryOptions({
    queryKey: STATUS_KEY,
    queryFn: async () => (await ownerRequest<{ data: SignInStatus }>('/api/user/2fa')).data,
  })
/** The passkeys, and the address they belong to (PUBLIC_URL): a browser adds one only there. */
export interface PasskeyList {
  passkeys: Passkey[]
  origin: string
}

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: async (): Promise<PasskeyList> => {
      const answer = await ownerRequest<{ data: Passkey[]; origin: string }>('/api/user/passkeys')
      return { passkeys: answer.data, origin: answer.origin }
    },
  })
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await ownerRequest<{ data: Session[] }>('/api/user/sessions')).data,
    // "Last seen" moves on its own.
    refetchInterval: 60_000,
  })

export const useSignInStatus = () => useQuery(signInStatusQueryOptions())
export const usePasskeys = () => useQuery(passkeysQueryOptions())
export const useSessions = () => useQuery(sessionsQueryOptions())

/** A mutation that reads the security page again after it, whatever it changed. */
function useSecurityMutation<I, O>(mutationFn: (input: I) => Promise<O>, silent = false) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta: silent ? { silent: true } : undefined,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  })
}

/** Step one of two-factor: a secret to scan. Nothing changes until a code confirms it. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: async () =>
      (await ownerRequest<{ data: TwoFactorSetup }>('/api/user/2fa/setup', { method: 'POST' }))
        .data,
    meta: { silent: true },
  })

type CodesAnswer = { data: RecoveryCodes; message: string }

export const useEnableTwoFactor = () =>
  useSecurityMutation((input: TwoFactorEnableInput) =>
    ownerRequest<CodesAnswer>('/api/user/2fa/enable', { method: 'POST', json: input }),
  )

export const useDisableTwoFactor = () =>
  useSecurityMutation((input: TwoFactorDisableInput) =>
    ownerRequest<MessageAnswer>('/api/user/2fa/disable', { method: 'POST', json: input }),
  )

export const useRenewRecoveryCodes = () =>
  useSecurityMutation((input: TwoFactorDisableInput) =>
    ownerRequest<CodesAnswer>('/api/user/2fa/recovery-codes', { method: 'POST', json: input }),
  )

/** Adds a passkey: the server's options, the browser's ceremony, the answer verified. */
export const useAddPasskey = () =>
  useSecurityMutation(async ({ name, password }: { name: string; password: string }) => {
    const options = await ownerRequest<{ data: PublicKeyCredentialCreationOptionsJSON }>(
      '/api/user/passkeys/options',
      { method: 'POST', json: { password } },
    )
    let response
    try {
      response = await startRegistration({ optionsJSON: options.data })
    } catch (error) {
      // The browser's own words ("127.0.0.1 is an invalid domain") say neither why nor what to do.
      const words = passkeyErrorInWords(error)
      if (!words) throw error
      // A closed prompt is the owner's choice: said once, the form stays for another try.
      if (promptClosed(error)) {
        void notify('warning', words)
        return { success: true, message: '' }
      }
      throw new Error(words, { cause: error })
    }
    return ownerRequest<MessageAnswer>('/api/user/passkeys', {
      method: 'POST',
      json: { name, response },
    })
  })

export const useRenamePasskey = () =>
  useSecurityMutation(({ id, name }: { id: string; name: string }) =>
    ownerRequest<MessageAnswer>(`/api/user/passkeys/${encodeURIComponent(id)}`, {
      method: 'PUT',
      json: { name },
    }),
  )

export const useRemovePasskey = () =>
  useSecurityMutation((id: string) =>
    ownerRequest<MessageAnswer>(`/api/user/passkeys/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  )

export const useEndSession = () =>
  useSecurityMutation((id: string) =>
    ownerRequest<MessageAnswer>(`/api/user/sessions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  )

export const useEndOtherSessions = () =>
  useSecurityMutation(() =>
    ownerRequest<MessageAnswer>('/api/user/sessions/revoke-others', { method: 'POST' }),
  )
