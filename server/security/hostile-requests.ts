import fc from 'fast-check'

/** One generated request body, always one that a correct server must refuse. */
export interface HostileRequest {
  label: string
  /** undefined: no content-type header at all. */
  contentType: string | undefined
  payload: string | Buffer
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = Array<string | number>

/** The body limit is 1 MiB: one string a little over it. */
const OVER_BODY_LIMIT = 1024 * 1024 + 16
/** Every string field of the contract is at most 5000 characters long. */
const LONGEST_FIELD = 5000
/** The contact form's honeypot is the one optional field: dropping it keeps a body valid. */
const OPTIONAL_KEYS = new Set(['website'])

const NASTY_STRINGS = [
  '',
  '\u0000',
  '\u202e\u0644\u0627',
  '\ud800',
  '\udfff\ud800',
  '🦄👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǒ̺̟',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  "'); drop table owner; --",
  '../../../../etc/passwd',
  '%00%0d%0a',
  '${7*7}{{7*7}}',
  'a'.repeat(300),
]

function kind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

/** Paths to every value below the root, and to every object (root included). */
function walk(value: Json, path: Path = [], out = { values: [] as Path[], objects: [] as Path[] }) {
  if (path.length > 0) out.values.push(path)
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], out))
  else if (value !== null && typeof value === 'object') {
    out.objects.push(path)
    for (const key of Object.keys(value)) walk(value[key]!, [...path, key], out)
  }
  return out
}

function parentOf(root: Json, path: Path): Record<string | number, Json> {
  let node = root as Record<string | number, Json>
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, Json>
  return node
}

function get(root: Json, path: Path): Json {
  return path.length === 0 ? root : parentOf(root, path)[path.at(-1)!]!
}

function set(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value
  parentOf(root, path)[path.at(-1)!] = value
  return root
}

/** Sets an own, enumerable property even for `__proto__`, which plain assignment would not. */
function defineOwn(target: object, key: string, value: Json) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  })
}

const pick = <T>(items: T[], index: number): T => items[index % items.length]!

const anyJson = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>
const oddKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '$where',
    '_id',
    '',
  ),
  fc.string({ minLength: 1, maxLength: 24 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
)
const noiseString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)
const otherValue = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.array(anyJson, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 3 }),
)

/** Changes string values into odd but schema-valid strings: never enough to invalidate a body. */
function noise(base: Json) {
  const strings = walk(base).values.filter((path) => typeof get(base, path) === 'string')
  return fc
    .array(fc.tuple(fc.nat(), noiseString), { maxLength: strings.length === 0 ? 0 : 3 })
    .map((changes) => {
      const body = structuredClone(base)
      for (const [index, value] of changes) set(body, pick(strings, index), value)
      return body
    })
}

/** A JSON body the schema must refuse: one defect, applied after the noise. */
function invalidJson(base: Json): fc.Arbitrary<{ label: string; body: Json }> {
  const { values, objects } = walk(base)
  const deletable = objects.flatMap((path) =>
    Object.keys(get(base, path) as object)
      .filter((key) => !OPTIONAL_KEYS.has(key))
      .map((key) => [...path, key]),
  )
  const strings = values.filter((path) => typeof get(base, path) === 'string')
  const defects: Array<fc.Arbitrary<{ label: string; body: Json }>> = [
    fc
      .tuple(noise(base), fc.nat(), oddKey, anyJson)
      // A random key may be one the object already has ("name"): that is no extra field.
      .filter(
        ([body, index, key]) => !Object.hasOwn(get(body, pick(objects, index)) as object, key),
      )
      .map(([body, index, key, value]) => {
        const path = pick(objects, index)
        defineOwn(get(body, path) as object, key, value)
        return { label: `extra field ${JSON.stringify(key)} at /${path.join('/')}`, body }
      }),
    fc
      .tuple(noise(base), otherValue)
      .filter(([, value]) => kind(value) !== kind(base))
      .map(([, value]) => ({
        label: `a ${kind(value)} instead of the body`,
        body: value,
      })),
  ]
  if (values.length > 0) {
    defects.push(
      fc
        .tuple(noise(base), fc.nat(), otherValue)
        .filter(([body, index, value]) => kind(value) !== kind(get(body, pick(values, index))))
        .map(([body, index, value]) => {
          const path = pick(values, index)
          return { label: `a ${kind(value)} at /${path.join('/')}`, body: set(body, path, value) }
        }),
    )
  }
  if (deletable.length > 0) {
    defects.push(
      fc.tuple(noise(base), fc.nat()).map(([body, index]) => {
        const path = pick(deletable, index)
        delete parentOf(body, path)[path.at(-1)!]
        return { label: `missing /${path.join('/')}`, body }
      }),
    )
  }
  if (strings.length > 0) {
    defects.push(
      fc
        .tuple(
          noise(base),
          fc.nat(),
          fc.integer({ min: LONGEST_FIELD + 1, max: 3 * LONGEST_FIELD }),
          fc.constantFrom('x', 'é', '🦄', '\u0000'),
        )
        .map(([body, index, length, unit]) => {
          const path = pick(strings, index)
          return {
            label: `${length} × ${JSON.stringify(unit)} at /${path.join('/')}`,
            body: set(body, path, unit.repeat(length)),
          }
        }),
    )
  }
  return fc.oneof(...defects)
}

/** A request body the server must refuse, from a valid body: every kind of hostile input. */
export function hostileRequest(base: unknown): fc.Arbitrary<HostileRequest> {
  const valid = base as Json
  const json = 'application/json'
  const schemaInvalid = invalidJson(valid).map(({ label, body }) => ({
    label,
    contentType: json,
    payload: JSON.stringify(body),
  }))
  const malformed = fc.oneof(
    fc.tuple(invalidJson(valid), fc.nat()).map(([{ label, body }, cut]) => {
      const text = JSON.stringify(body)
      return {
        label: `${label}, cut short`,
        contentType: json,
        payload: text.slice(0, cut % text.length),
      }
    }),
    fc
      .tuple(noise(valid), fc.constantFrom('}', ']', ',', 'x', '\u0000', '{', '"', ' NaN'))
      .map(([body, tail]) => ({
        label: `trailing ${JSON.stringify(tail)}`,
        contentType: json,
        payload: JSON.stringify(body) + tail,
      })),
    fc
      .constantFrom(
        "{'a': 1}",
        '{a:1}',
        '[1,]',
        '{"a":1,}',
        'undefined',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
      )
      .map((text) => ({
        label: `not JSON: ${text}`,
        contentType: json,
        payload: text,
      })),
    fc
      .uint8Array({ maxLength: 200 })
      .filter((bytes) => {
        try {
          const parsed: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'))
          return parsed === null || typeof parsed !== 'object'
        } catch {
          return true
        }
      })
      .map((bytes) => ({
        label: `${bytes.length} random bytes`,
        contentType: json,
        payload: Buffer.from(bytes),
      })),
  )
  const wrongType = fc
    .tuple(
      noise(valid),
      fc.constantFrom(
        undefined,
        'text/plain',
        'text/html',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'multipart/form-data; boundary=x',
        'application/jsonx',
        'application/json-patch+json',
        'image/png',
      ),
    )
    .map(([body, contentType]) => ({
      label: `a valid body as ${String(contentType)}`,
      contentType,
      payload: JSON.stringify(body),
    }))
  const huge = fc.constantFrom('x', '\u00e9').map((unit) => {
    const body = structuredClone(valid)
    const strings = walk(body).values.filter((path) => typeof get(body, path) === 'string')
    const filler = unit.repeat(OVER_BODY_LIMIT)
    return {
      label: 'over the body limit',
      contentType: json,
      payload: JSON.stringify(strings.length > 0 ? set(body, strings[0]!, filler) : [filler]),
    }
  })
  // Bodies over the limit are costly to build and send: about 1 in 100 is plenty.
  return fc.oneof(
    { arbitrary: schemaInvalid, weight: 60 },
    { arbitrary: malformed, weight: 22 },
    { arbitrary: wrongType, weight: 16 },
    { arbitrary: huge, weight: 1 },
  )
}
