// Owner account tasks on the machine. `npm run owner -- set-password` reads the new password from
// standard input (typed without echo on a terminal, or piped), never from the command line, where
// it would end up in the shell history and the process list. `set-account` changes the name,
// e-mail or username; `show` prints them.
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config.ts'
import { openDatabase, type DatabaseHandle } from '../server/db/database.ts'
import { setOwnerAccount, showOwnerAccount } from '../server/modules/account/set-owner-account.ts'
import { setOwnerPassword } from '../server/modules/account/set-owner-password.ts'
import { turnOffTwoFactor } from '../server/modules/account/turn-off-two-factor.ts'

const USAGE = `Usage:
  npm run owner -- show
      Prints the owner account's name, e-mail and username.
  npm run owner -- set-account [--name "Alex Doe"] [--email alex@example.org] [--username alex]
      Changes what is given; the rest stays. The e-mail receives reset links and messages.
  npm run owner -- set-password
      Reads the new password from standard input and sets it. Every session is logged out.
  npm run owner -- two-factor-off
      Turns two-factor sign-in off (lost phone and recovery codes); the password signs in alone.
Uses DATA_DIR / DATABASE_URL like the server.`

/** Reads one line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin
  process.stderr.write(question)
  stdin.setRawMode(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  return new Promise((resolve, reject) => {
    let typed = ''
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          finish()
          return resolve(typed)
        }
        if (character === '\u0003') {
          finish()
          return reject(new Error('Cancelled.'))
        }
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('')
        else typed += character
      }
    }
    const finish = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stderr.write('\n')
    }
    stdin.on('data', onData)
  })
}

/** Piped input: everything up to the end, less one final line break; nothing else is trimmed. */
async function readPiped(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
  if (/[\r\n]/.test(text)) throw new Error('The password must be a single line.')
  return text
}

async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped()
  const password = await promptHidden('New owner password: ')
  if ((await promptHidden('Repeat it: ')) !== password) throw new Error('Passwords do not match.')
  return password
}

function describeAccount(account: { name: string; email: string; username: string }) {
  return `Name: ${account.name}\nE-mail: ${account.email}\nUsername: ${account.username}\n`
}

async function withDatabase<T>(task: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const config = loadConfig()
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    return await task(handle)
  } finally {
    await handle.close()
  }
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args
  if (command === 'show' && rest.length === 0) {
    process.stdout.write(describeAccount(await withDatabase(showOwnerAccount)))
    return 0
  }
  if (command === 'set-account') {
    let values: { name?: string; email?: string; username?: string }
    try {
      ;({ values } = parseArgs({
        args: rest,
        options: {
          name: { type: 'string' },
          email: { type: 'string' },
          username: { type: 'string' },
        },
      }))
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`)
      return 2
    }
    const account = await withDatabase((handle) => setOwnerAccount(handle, values))
    process.stdout.write(`Account updated.\n${describeAccount(account)}`)
    return 0
  }
  if (command === 'two-factor-off' && rest.length === 0) {
    const { username, wasOn } = await withDatabase(turnOffTwoFactor)
    process.stdout.write(
      wasOn
        ? `Two-factor sign-in is off for the owner "${username}"; the recovery codes no longer work. Log in with the password, then turn it on again from the dashboard (Security).
`
        : `Two-factor sign-in was not on for the owner "${username}"; nothing changed.
`,
    )
    return 0
  }
  if (command !== 'set-password' || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  const password = await readNewPassword()
  const { username } = await withDatabase((handle) => setOwnerPassword(handle, password))
  process.stdout.write(
    `Password set for the owner "${username}". Every session has been logged out.\n`,
  )
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
