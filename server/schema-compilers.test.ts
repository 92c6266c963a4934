import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lazySchemaCompilers } from './schema-compilers.ts'
import { createTestApp, type TestApp } from './test-support/test-app.ts'

describe('schemas compiled on first use', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it("compiles every route's validators and serializers", async () => {
    await t.app.ready()
    expect(() => t.app.compileAllSchemas()).not.toThrow()
  })

  it('still answers a failed check with its message, and a valid request as before', async () => {
    const headers = await t.ownerHeaders()
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers,
      payload: { title: 42 },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ success: false })
    expect(refused.json().message).toEqual(expect.any(String))
    const read = await t.app.inject({ method: 'GET', url: '/api/edu/fetchedu' })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ success: true })
  })
})

describe('lazySchemaCompilers', () => {
  function appWith(schema: object) {
    const compilers = lazySchemaCompilers()
    const app = Fastify({ schemaController: { compilersFactory: compilers.compilersFactory } })
    app.post('/things', { schema: { body: schema } }, async (request) => request.body)
    return { app, compilers }
  }

  it('checks a body and fills in defaults as Fastify would', async () => {
    const { app } = appWith({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, size: { type: 'integer', default: 3 } },
    })
    const valid = await app.inject({ method: 'POST', url: '/things', payload: { name: 'a' } })
    expect(valid.json()).toEqual({ name: 'a', size: 3 })
    const invalid = await app.inject({ method: 'POST', url: '/things', payload: { size: 1 } })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().message).toBe("body must have required property 'name'")
    await app.close()
  })

  it('finds a schema that does not compile when asked to compile everything', async () => {
    const { app, compilers } = appWith({ type: 'object', properties: { x: { type: 'nothing' } } })
    await app.ready()
    expect(() => compilers.compileAll()).toThrow(/type/)
    await app.close()
  })
})
