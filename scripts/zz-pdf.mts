import { startProductionServer } from './support/production-server.ts'
import { publishSite } from '../server/security/server-process.ts'
const results: number[] = []
for (let i = 0; i < 5; i++) {
  const server = await startProductionServer('zz', { ...(process.env.ZZ_PROF ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' } : {}) })
  await new Promise((r) => setTimeout(r, 1500))
  const t = performance.now()
  const res = await fetch(`${server.url}/resume.pdf`)
  await res.arrayBuffer()
  results.push(performance.now() - t)
  const t2 = performance.now()
  await (await fetch(`${server.url}/resume.pdf?paper=letter`)).arrayBuffer()
  console.log('first', results.at(-1)!.toFixed(0), 'second (letter)', (performance.now() - t2).toFixed(0))
  await server.stop()
  console.log(server.output().split('\n').filter((l) => l.includes('ZZ')).join('\n'))
}
void publishSite
