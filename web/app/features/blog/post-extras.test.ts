import { describe, expect, it } from 'vitest'
import type { PostSummary } from '@contract/post.ts'
import { relatedPosts, tableOfContents } from './post-extras.ts'

const heading = (level: number, id: string, text: string) =>
  `<h${level} id="${id}">${text}<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#${id}">#</a></h${level}>`

describe("a post's table of contents", () => {
  it('lists its h2 and h3 headings with their ids and text, once it has three', () => {
    const html = [
      heading(2, 'why', 'Why'),
      '<p>Text</p>',
      heading(3, 'tom-jerry', 'Tom &amp; <code>Jerry</code>'),
      heading(2, 'how', 'How'),
      heading(4, 'deep', 'Too deep'),
    ].join('')
    expect(tableOfContents(html)).toEqual([
      { id: 'why', text: 'Why', level: 2 },
      { id: 'tom-jerry', text: 'Tom & Jerry', level: 3 },
      { id: 'how', text: 'How', level: 2 },
    ])
  })

  it('is empty for a post with fewer than three headings', () => {
    expect(tableOfContents(heading(2, 'a', 'A') + heading(2, 'b', 'B'))).toEqual([])
  })
})

describe('related posts', () => {
  const post = (id: string, tags: string[]) => ({ _id: id, tags, title: id }) as PostSummary

  it('lists others sharing tags, most shared first, then newest, at most three', () => {
    const posts = [
      post('newest', ['a']),
      post('self', ['a', 'b']),
      post('both', ['a', 'b']),
      post('none', ['c']),
      post('older', ['b']),
      post('oldest', ['a']),
    ]
    expect(relatedPosts(posts[1]!, posts).map((p) => p._id)).toEqual(['both', 'newest', 'older'])
  })

  it('lists none for a post without tags', () => {
    expect(relatedPosts(post('x', []), [post('y', [])])).toEqual([])
  })
})
