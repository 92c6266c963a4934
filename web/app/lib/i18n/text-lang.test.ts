import { describe, expect, it } from 'vitest'
import { translator } from '@contract/messages/translator.ts'
import { textLangOf } from './translation.tsx'

const record = { title: 'Task Board', textLanguages: { title: 'en', desc: 'de' } }

describe("a text's own language", () => {
  it('is marked only where it is not the page’s', () => {
    const german = translator('de')
    expect(textLangOf(german, record, 'title')).toEqual({ lang: 'en' })
    expect(textLangOf(german, record, 'desc')).toEqual({})
  })

  it('says its direction too when it is written the other way', () => {
    expect(textLangOf(translator('ar'), record, 'title')).toEqual({ lang: 'en', dir: 'ltr' })
  })

  it('is never marked on a record read in the default language', () => {
    expect(textLangOf(translator('en'), { title: 'Task Board' }, 'title')).toEqual({})
    expect(textLangOf(translator('de'), undefined, 'title')).toEqual({})
  })
})
