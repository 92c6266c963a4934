// `npm start`: build what is missing or stale, then run the production server.
// Plain JavaScript on purpose: it must run before anything is compiled.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

function newestMtime(dir) {
  let newest = 0
  if (!fs.existsSync(dir)) return newest
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs
    if (time > newest) newest = time
  }
  return newest
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const builds = [
  {
    name: 'server',
    output: path.join(root, 'dist/server/main.js'),
    sources: ['server', 'contract'],
    script: 'build:server',
  },
]

for (const build of builds) {
  const builtAt = fs.existsSync(build.output) ? fs.statSync(build.output).mtimeMs : 0
  const changedAt = Math.max(...build.sources.map((s) => newestMtime(path.join(root, s))))
  if (builtAt < changedAt) {
    console.log(`Building the ${build.name}…`)
    run('npm', ['run', '--silent', build.script])
  }
}

process.env.NODE_ENV ??= 'production'
const server = await import(path.join(root, 'dist/server/main.js'))
void server
