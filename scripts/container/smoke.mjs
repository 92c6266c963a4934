// What a container image must serve, asked of a running server as a visitor and the owner would:
// `node scripts/container/smoke.mjs first|again <url> <owner password>`. test-image.sh runs it
// against the image; any deployment can be checked the same way.
//
// The image carries only the files the server was traced to load (runtime-tree.mjs), so each
// check below reaches one file the server finds at run time by a path it computes: the Markdown
// renderer's worker and its grammars, sharp and libvips, the résumé schema, a skill's logo,
// swagger-ui's files, the link-preview fonts, the web build. `first` creates content on an empty
// data volume; `again`, on a new container with the same volume, finds it all still there.
// Plain JavaScript: it runs on the machine that builds the image, before anything is compiled.
import assert from 'node:assert/strict'
import zlib from 'node:zlib'

const [mode, base, password] = process.argv.slice(2)
if (!['first', 'again'].includes(mode) || !base || !password) {
  console.error('usage: node scripts/container/smoke.mjs first|again <url> <owner password>')
  process.exit(2)
}

const SLUG = 'container-check'
const SCHOOL = 'Container University'

let token = ''

/** One request; fails, saying the status and any JSON message, unless its status is `expect`. */
async function call(path, { method = 'GET', json, form, expect = 200 } = {}) {
  const headers = token ? { 'auth-token': token } : {}
  if (json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(new URL(path, base), {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : form,
    redirect: 'follow',
  })
  const body = Buffer.from(await response.arrayBuffer())
  const text = () => body.toString('utf8')
  if (response.status !== expect) {
    const type = response.headers.get('content-type') ?? ''
    const said = type.includes('json') ? ` ${text().slice(0, 200)}` : ''
    assert.fail(`${method} ${path} answered ${response.status}, not ${expect}${said}`)
  }
  return { response, text, json: () => JSON.parse(text()) }
}

async function check(name, run) {
  try {
    await run()
    console.log(`container: ok ${name}`)
  } catch (error) {
    console.error(`container: FAILED ${name}: ${error.message.split('\n')[0].slice(0, 300)}`)
    process.exitCode = 1
  }
}

/** A small gradient PNG, so that an upload is decoded by libvips, not only copied. */
function png(width, height) {
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rows.set([x * 4, y * 4, 128], y * (width * 3 + 1) + 1 + x * 3)
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])))
    return Buffer.concat([length, Buffer.from(type), data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

await check('GET /healthz and /readyz', async () => {
  await call('/healthz')
  assert.equal((await call('/readyz')).json().status, 'ready')
})

await check('home page and its stylesheet (the web build)', async () => {
  const page = (await call('/')).text()
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(page)?.[1]
  assert.ok(stylesheet, 'the home page links no stylesheet')
  await call(stylesheet)
})

await check('dashboard and its script', async () => {
  const page = (await call('/dashboard')).text()
  const script = /(\/assets\/entry\.client-[^"]+\.js)/.exec(page)?.[1]
  assert.ok(script, 'the dashboard loads no client script')
  await call(script)
})

await check('API reference (swagger-ui files)', async () => {
  assert.match((await call('/api/docs')).text(), /swagger-ui/, 'not the API reference page')
  await call('/api/docs/static/swagger-ui-bundle.js')
})

await check('link-preview card (fonts, placeholder photo)', async () => {
  const { response } = await call('/og/index.png')
  assert.equal(response.headers.get('content-type'), 'image/png')
})

await check('résumé PDF (its thread, pdfkit, the fonts)', async () => {
  const { response } = await call('/resume.pdf')
  assert.equal(response.headers.get('content-type'), 'application/pdf')
})

await check('owner login', async () => {
  const body = (
    await call('/api/user/login', { method: 'POST', json: { username: 'admin', password } })
  ).json()
  token = body.authtoken
  assert.ok(token, 'no token in the login answer')
})

if (mode === 'first') {
  let imageUrl = ''
  await check('image upload (sharp and libvips)', async () => {
    const form = new FormData()
    form.append('image', new Blob([png(64, 48)], { type: 'image/png' }), 'gradient.png')
    const { data } = (await call('/api/posts/images', { method: 'POST', form })).json()
    assert.deepEqual([data.width, data.height], [64, 48])
    imageUrl = data.url
    const type = (await call(imageUrl)).response.headers.get('content-type')
    assert.match(type, /^image\//, `the upload is served as ${type}`)
  })

  await check('Markdown preview (the renderer worker, highlighted code)', async () => {
    const { data } = (
      await call('/api/posts/render', {
        method: 'POST',
        json: { body: '```ts\nconst answer: number = 42\n```' },
      })
    ).json()
    // Highlighted: its tokens have colours of their own. Without its grammar, the code would be
    // plain text in one colour.
    const colours = new Set(data.html.match(/<span class="hl-[0-9a-f]+/g))
    assert.ok(colours.size >= 2, `the code was not highlighted: ${data.html.slice(0, 200)}`)
  })

  await check('published post and its page', async () => {
    const body = `# Kept\n\n![A gradient](${imageUrl})\n\n\`\`\`js\nconsole.log('kept')\n\`\`\`\n`
    await call('/api/posts', {
      method: 'POST',
      json: { title: 'Container check', slug: SLUG, body, status: 'published' },
    })
    const page = (await call(`/blog/${SLUG}`)).text()
    assert.ok(page.includes(imageUrl), 'the post page does not show the uploaded image')
  })

  await check('résumé import: schema validation, then skills', async () => {
    const invalid = await call('/api/import/resume?dryRun=true', {
      method: 'POST',
      json: { basics: { url: 'not an address' } },
      expect: 400,
    })
    const { message } = invalid.json()
    assert.match(message, /basics\.url/, `not the schema's answer: ${message}`)
    await call('/api/import/resume', { method: 'POST', json: { skills: [{ name: 'TypeScript' }] } })
  })

  await check('skill logo (simple-icons)', async () => {
    assert.match((await call('/skills')).text(), /class="skill-logo"/, 'no logo on /skills')
  })

  await check('education record', async () => {
    await call('/api/edu/addedu', {
      method: 'POST',
      json: [{ year: '2024', clg: SCHOOL, edu: 'Kept across restarts', sts: '', link: '' }],
    })
  })
} else {
  await check('content kept on the volume', async () => {
    assert.ok((await call('/api/edu/fetchedu')).text().includes(SCHOOL), 'the education is gone')
    const page = (await call(`/blog/${SLUG}`)).text()
    const image = /src="(\/media\/[^"]+)"/.exec(page)?.[1]
    assert.ok(image, 'the post page shows no uploaded image')
    await call(image)
    assert.match((await call('/skills')).text(), /class="skill-logo"/, 'no logo on /skills')
  })
}

if (process.exitCode) console.error('container: some checks failed')
