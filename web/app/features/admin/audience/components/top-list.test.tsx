import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SHOWN, TopList } from './top-list.tsx'

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    key: `/blog/post-${index}`,
    label: `Post ${index}`,
    visitors: 100 - index,
  }))

describe('TopList', () => {
  it('shows the first rows, the rest on request', async () => {
    render(<TopList title="Top pages" column="Page" rows={rows(SHOWN + 5)} empty="Nothing yet" />)
    const list = screen.getByRole('region', { name: 'Top pages' })
    expect(list.querySelectorAll('tbody tr')).toHaveLength(SHOWN)
    await userEvent.click(screen.getByRole('button', { name: `Show all ${SHOWN + 5}` }))
    expect(list.querySelectorAll('tbody tr')).toHaveLength(SHOWN + 5)
    expect(
      screen.getByRole('button', { name: `Show the first ${SHOWN}` }).getAttribute('aria-expanded'),
    ).toBe('true')
  })

  it('says what will appear when there is nothing, and offers no button for a short list', () => {
    const { rerender } = render(
      <TopList title="Referrers" column="Site" rows={[]} empty="Sites will be listed here." />,
    )
    expect(screen.getByRole('region', { name: 'Referrers' })).toHaveTextContent(
      'Sites will be listed here.',
    )
    rerender(
      <TopList title="Referrers" column="Site" rows={rows(3)} empty="Sites will be listed here." />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('row')).toHaveLength(4)
  })
})
