import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { SignInStatus, TwoFactorSetup } from '@contract/account.ts'
import { Dialog } from '@/features/admin/shared/components/dialog.tsx'
import { CurrentPasswordField } from '@/features/admin/shared/components/password-field.tsx'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useEndOtherSessions,
  useRenewRecoveryCodes,
  useSessions,
  useStartTwoFactor,
} from '../api/security-api.ts'
import { RecoveryCodesList } from './recovery-codes.tsx'

const CODE_HINT = 'The 6-digit code your authenticator app shows now, or a recovery code.'

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

/**
 * After turning two-factor on: browsers signed in before stay signed in (a stolen session too), so
 * ending them is offered, in one click.
 */
function EndOtherSessionsOffer({ others, onDone }: { others: number; onDone: () => void }) {
  const endOthers = useEndOtherSessions()
  const intro = useRef<HTMLParagraphElement>(null)
  // The step before it (the recovery codes) is gone: focus starts at what this one says.
  useEffect(() => intro.current?.focus(), [])
  return (
    <div className="admin-form">
      <p ref={intro} tabIndex={-1}>
        {others === 1 ? '1 other session is' : `${others} other sessions are`} still signed in, and
        stay signed in without a code. If any of them might not be you, end them now.
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="admin-button admin-button-solid"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate(undefined, { onSuccess: onDone })}
        >
          Sign out everywhere else
        </button>
        <button type="button" className="admin-button" onClick={onDone}>
          Not now
        </button>
      </div>
    </div>
  )
}

type TurnOnStep = { kind: 'confirm' } | { kind: 'codes'; codes: string[] } | { kind: 'sessions' }

/**
 * Step one: scan, then confirm with a code and the current password. Step two: the recovery codes,
 * once. Step three, when other browsers are signed in: the offer to sign them out.
 */
function TurnOn({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const enable = useEnableTwoFactor()
  const sessions = useSessions()
  const [step, setStep] = useState<TurnOnStep>({ kind: 'confirm' })
  const form = useForm({ defaultValues: { code: '', password: '' } })
  const others = sessions.data?.filter((session) => !session.current).length ?? 0
  if (step.kind === 'codes')
    return (
      <RecoveryCodesList
        codes={step.codes}
        onDone={() => (others > 0 ? setStep({ kind: 'sessions' }) : onDone())}
      />
    )
  if (step.kind === 'sessions') return <EndOtherSessionsOffer others={others} onDone={onDone} />
  const onSubmit = form.handleSubmit((input) =>
    enable.mutate(input, {
      onSuccess: (answer) => setStep({ kind: 'codes', codes: answer.data.recoveryCodes }),
    }),
  )
  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <ol className="setup-steps">
        <li>
          Scan this QR code with an authenticator app (1Password, Google Authenticator, Authy, your
          phone&apos;s passwords app…).
          <img
            className="two-factor-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code of the two-factor secret, for an authenticator app to scan"
            width={200}
            height={200}
          />
          <details>
            <summary>Can&apos;t scan it? Type the key instead</summary>
            <p>
              Key: <code className="break-all select-all">{grouped(setup.secret)}</code>
              <br />
              Time-based, 6 digits, every 30 seconds.
            </p>
          </details>
        </li>
        <li>
          <TextField
            label="Code from the app"
            hint="Enter the 6-digit code it shows, to check that it is set up."
            autoComplete="one-time-code"
            inputMode="numeric"
            {...form.register('code', { required: true })}
          />
        </li>
        <li>
          Confirm with your password that it is you:
          <CurrentPasswordField {...form.register('password')} />
        </li>
      </ol>
      <button type="submit" className="admin-button admin-button-solid" disabled={enable.isPending}>
        {enable.isPending ? 'Checking…' : 'Turn on'}
      </button>
    </form>
  )
}

/** The password and a code: turning two-factor off, or new recovery codes. */
function Confirm({
  action,
  busy,
  onConfirm,
  pending,
}: {
  action: string
  busy: string
  onConfirm: (input: { password: string; code: string }) => void
  pending: boolean
}) {
  const form = useForm({ defaultValues: { password: '', code: '' } })
  return (
    <form onSubmit={form.handleSubmit(onConfirm)} className="admin-form" noValidate>
      <CurrentPasswordField {...form.register('password')} />
      <TextField
        label="Code"
        hint={CODE_HINT}
        autoComplete="one-time-code"
        {...form.register('code')}
      />
      <button type="submit" className="admin-button admin-button-solid" disabled={pending}>
        {pending ? busy : action}
      </button>
    </form>
  )
}

type Open = { kind: 'on'; setup: TwoFactorSetup } | { kind: 'off' } | { kind: 'renew' }

/** Two-factor sign-in (TOTP): on or off, the recovery codes left, and the way to each. */
export function TwoFactorSection({ status }: { status: SignInStatus }) {
  const start = useStartTwoFactor()
  const disable = useDisableTwoFactor()
  const renew = useRenewRecoveryCodes()
  const [open, setOpen] = useState<Open>()
  const [renewed, setRenewed] = useState<string[]>()
  const close = () => {
    setOpen(undefined)
    setRenewed(undefined)
  }
  return (
    <section aria-labelledby="two-factor-title" className="security-section">
      <h2 id="two-factor-title" className="admin-subtitle">
        Two-factor sign-in
      </h2>
      {status.twoFactor ? (
        <>
          <p>
            <span className="status-pill" data-on>
              On
            </span>{' '}
            After your password, sign-in asks for a code from your authenticator app.
          </p>
          <p className={status.recoveryCodesLeft <= 2 ? 'admin-banner' : 'text-muted'}>
            {status.recoveryCodesLeft === 1
              ? '1 recovery code left.'
              : `${status.recoveryCodesLeft} recovery codes left.`}
            {status.recoveryCodesLeft <= 2 && ' Make new ones before you run out.'}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="admin-button"
              onClick={() => setOpen({ kind: 'renew' })}
            >
              Make new recovery codes
            </button>
            <button type="button" className="admin-button" onClick={() => setOpen({ kind: 'off' })}>
              Turn off
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            <span className="status-pill">Off</span> Your password alone signs in. With two-factor
            sign-in, a stolen or guessed password is not enough: a code from your phone is asked
            too.
          </p>
          <div>
            <button
              type="button"
              className="admin-button admin-button-solid"
              disabled={start.isPending}
              onClick={() =>
                start.mutate(undefined, { onSuccess: (setup) => setOpen({ kind: 'on', setup }) })
              }
            >
              {start.isPending ? 'Preparing…' : 'Turn on two-factor sign-in'}
            </button>
          </div>
        </>
      )}
      <Dialog
        open={open !== undefined}
        title={
          open?.kind === 'off'
            ? 'Turn off two-factor sign-in'
            : open?.kind === 'renew'
              ? 'New recovery codes'
              : 'Turn on two-factor sign-in'
        }
        onClose={close}
      >
        {open?.kind === 'on' && <TurnOn setup={open.setup} onDone={close} />}
        {open?.kind === 'off' && (
          <Confirm
            action="Turn off"
            busy="Turning off…"
            pending={disable.isPending}
            onConfirm={(input) => disable.mutate(input, { onSuccess: close })}
          />
        )}
        {open?.kind === 'renew' &&
          (renewed ? (
            <RecoveryCodesList codes={renewed} onDone={close} />
          ) : (
            <>
              <p className="mb-4">The codes you have now stop working.</p>
              <Confirm
                action="Make new codes"
                busy="Making…"
                pending={renew.isPending}
                onConfirm={(input) =>
                  renew.mutate(input, {
                    onSuccess: (answer) => setRenewed(answer.data.recoveryCodes),
                  })
                }
              />
            </>
          ))}
      </Dialog>
    </section>
  )
}
