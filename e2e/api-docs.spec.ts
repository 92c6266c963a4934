// The built server loads some libraries only when first used (scripts/server-shims/): the YAML
// writer behind /api/docs/yaml and the table of types compression reads. These answers
// come from the bundle the way a self-hoster's server sends them, so a stand-in that stopped
// working would show here.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test.ts'

test('the OpenAPI document is served as JSON, as YAML and in its reader', async ({ request }) => {
  const json = await request.get('/api/openapi.json')
  expect(json.status()).toBe(200)
  const document = (await json.json()) as { openapi: string; paths: Record<string, unknown> }
  expect(document.openapi).toBe('3.1.0')
  expect(Object.keys(document.paths)).toContain('/api/project/fetchprojects')

  const yaml = await request.get('/api/docs/yaml')
  expect(yaml.status()).toBe(200)
  expect(yaml.headers()['content-type']).toContain('application/x-yaml')
  const text = await yaml.text()
  expect(text).toMatch(/^openapi: 3\.1\.0$/m)
  expect(text).toContain('/api/project/fetchprojects:')

  const reader = await request.get('/api/docs')
  expect(reader.status()).toBe(200)
  expect(await reader.text()).toContain('swagger-ui')
})

test('a font, which no compression helps, is sent as it is', async ({ request }) => {
  // Compression looks a font's type up in mime-db's table (not compressible): the first read of
  // the table loads it.
  const assets = path.join(import.meta.dirname, '..', 'build', 'client', 'assets')
  const font = fs.readdirSync(assets).find((name) => name.endsWith('.woff2'))!
  const response = await request.get(`/assets/${font}`, { headers: { 'accept-encoding': 'gzip' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-encoding']).toBeUndefined()
  expect((await response.body()).equals(fs.readFileSync(path.join(assets, font)))).toBe(true)
})
