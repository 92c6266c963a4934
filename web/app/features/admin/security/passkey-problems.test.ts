import { describe, expect, it } from 'vitest'
import { passkeyErrorInWords, passkeyOriginProblem } from './passkey-problems.ts'

describe('passkeyOriginProblem', () => {
  it('has nothing to say on a page at the site’s own address', () => {
    expect(passkeyOriginProblem('https://alex.dev', 'https://alex.dev')).toBeUndefined()
    expect(passkeyOriginProblem('http://localhost:3000', 'http://localhost:3000')).toBeUndefined()
  })

  it('names both addresses and the page to open when the page is elsewhere', () => {
    const problem = passkeyOriginProblem('http://127.0.0.1:3000', 'http://localhost:3000')
    expect(problem).toContain('http://127.0.0.1:3000')
    expect(problem).toContain('Open http://localhost:3000/dashboard/security')
  })

  it('says an IP address cannot hold passkeys and what to set instead', () => {
    const problem = passkeyOriginProblem('http://127.0.0.1:3000', 'http://127.0.0.1:3000')
    expect(problem).toContain('a bare IP address')
    expect(problem).toContain('http://localhost:3000')
  })
})

describe('passkeyErrorInWords', () => {
  const named = (name: string) => Object.assign(new Error('raw browser text'), { name })

  it('puts the browser’s refusals in words, never its own text', () => {
    for (const name of [
      'NotAllowedError',
      'InvalidStateError',
      'SecurityError',
      'NotSupportedError',
    ]) {
      const words = passkeyErrorInWords(named(name))
      expect(words, name).toBeTruthy()
      expect(words).not.toContain('raw browser text')
    }
    expect(passkeyErrorInWords(named('NotAllowedError'))).toContain('cancelled')
    expect(passkeyErrorInWords(named('InvalidStateError'))).toContain('already holds a passkey')
    expect(passkeyErrorInWords(named('SecurityError'))).toContain('localhost')
  })

  it('leaves other failures (the server’s own messages) alone', () => {
    expect(passkeyErrorInWords(new Error('Wrong password'))).toBeUndefined()
    expect(passkeyErrorInWords('text')).toBeUndefined()
  })
})
