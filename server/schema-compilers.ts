import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler'
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler'

/**
 * Fastify's own compilers (Ajv for what a request sends, fast-json-stringify for what an answer
 * returns), each route's function compiled on the route's first use instead of while the server
 * starts. Compiling every route's schemas was ~0.2 s of each start and memory for routes a
 * visitor never calls (docs/performance.md); a route pays its few milliseconds once.
 *
 * `compileAll()` compiles whatever is still waiting, so a test can check that every route's
 * schemas compile without calling every route.
 */
export function lazySchemaCompilers() {
  const waiting = new Set<() => void>()
  const ajvFromPool = AjvCompiler()
  const serializerFromPool = SerializerSelector()

  const buildValidator: ValidatorFactory = (externalSchemas, options) => {
    const compiler = ajvFromPool(externalSchemas, options)
    return (route) => {
      type Compiled = ReturnType<typeof compiler>
      let compiled: Compiled | undefined
      const compile = (): Compiled => {
        if (compiled) return compiled
        compiled = compiler(route)
        waiting.delete(compile)
        return compiled
      }
      waiting.add(compile)
      // Fastify reads `errors` after a failed check, and passes the request as the parent of the
      // checked value when `schemaEnv` is set, as it does for Ajv's own functions.
      type Check = ((data: unknown, context?: unknown) => boolean) & {
        errors?: Compiled['errors']
        schemaEnv: true
      }
      const validate: Check = Object.assign(
        (data: unknown, context?: unknown) => {
          const check = compile()
          const valid = (check as unknown as Check)(data, context)
          validate.errors = check.errors
          return valid
        },
        { schemaEnv: true as const },
      )
      return validate as unknown as Compiled
    }
  }

  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compiler = serializerFromPool(externalSchemas, options)
    return (route) => {
      let compiled: ((data: unknown) => string) | undefined
      const compile = () => {
        compiled ??= compiler(route)
        waiting.delete(compile)
        return compiled
      }
      waiting.add(compile)
      return (data: unknown) => compile()(data)
    }
  }

  return {
    compilersFactory: { buildValidator, buildSerializer },
    /** Compiles every route's functions not compiled yet; throws what a schema's compile throws. */
    compileAll() {
      for (const compile of [...waiting]) compile()
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every route's validators and serializers not compiled yet (for tests). */
    compileAllSchemas: () => void
  }
}
