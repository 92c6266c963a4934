import { describe, expect, it } from 'vitest'
import { siteTextProblem } from './site-texts.ts'

describe('a site text', () => {
  it('is saved when it is a message with the English values', () => {
    expect(siteTextProblem('section.seeMore', 'Mehr sehen')).toBeUndefined()
    expect(
      siteTextProblem('post.minRead', '{minutes, plural, one {# Minute} other {# Minuten}}'),
    ).toBeUndefined()
    expect(siteTextProblem('section.seeMore', '')).toBeUndefined()
  })

  it('is refused in words naming the text by its English', () => {
    expect(siteTextProblem('nope.key', 'x')).toBe('There is no site text “nope.key”')
    expect(siteTextProblem('hero.myNameIs', 'Ich heiße {name')).toBe(
      'The text for “My name is {name}” cannot be read: check its braces { } and quotes',
    )
    expect(siteTextProblem('post.minRead', '{mins} Minuten')).toBe(
      'The text for “{minutes} min read” must use the same values as the English one: {minutes}',
    )
    expect(siteTextProblem('section.seeMore', 'Mehr {x}')).toBe(
      'The text for “See More” must not have values in braces: the English one has none',
    )
  })
})
