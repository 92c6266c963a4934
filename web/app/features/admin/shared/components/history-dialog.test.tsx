import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AboutInput } from '@contract/about.ts'
import { ProjectInput } from '@contract/project.ts'
import { SectionInput } from '@contract/section.ts'
import { answer, fakeServer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import type { ObjectSchema } from '../forms/schema-field.ts'
import { HistoryDialog } from './history-dialog.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const project = {
  _id: '7',
  title: 'Shop',
  desc: 'An online shop',
  tools: 'React',
  links: { github: 'https://github.com/example/shop', live: '' },
  image: '',
  slug: 'shop',
  body: 'How the shop was built',
}

const revisions = (data: object[]) => () => answer(200, { success: true, data })

function history(type: string, current: object, schema: object) {
  renderWithRouter(
    <HistoryDialog
      open
      onClose={() => {}}
      type={type}
      id="7"
      name="the record"
      current={current}
      schema={schema as ObjectSchema}
    />,
  )
}

describe('the history of a record', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('names what changed with the form’s labels, not the stored field names', async () => {
    fakeServer({
      'GET /api/revisions?type=project&id=7': revisions([
        {
          _id: '3',
          at: '2026-11-26T10:00:00Z',
          action: 'update',
          summary: 'Changed slug and body',
          data: project,
        },
        {
          _id: '2',
          at: '2026-11-25T10:00:00Z',
          action: 'update',
          summary: 'Changed github link',
          data: { ...project, slug: '', body: '' },
        },
        {
          _id: '1',
          at: '2026-11-24T10:00:00Z',
          action: 'create',
          summary: 'Added “Shop”',
          data: { ...project, slug: '', body: '', links: { github: '', live: '' } },
        },
      ]),
    })
    history('project', project, ProjectInput)
    const versions = await screen.findByRole('list', { name: 'Versions, newest first' })
    const items = within(versions).getAllByRole('button')
    expect(items[0]).toHaveTextContent('Changed case study address and case study')
    expect(items[1]).toHaveTextContent('Changed GitHub link')
    expect(items[2]).toHaveTextContent('Added “Shop”')
  })

  it('does not offer to restore the version that is there now, and says why', async () => {
    // The API adds a paragraph's animation delay from its place: it moves without a new version.
    const paragraph = { _id: '7', para: 'Hello there', animIn: 400 }
    fakeServer({
      'GET /api/revisions?type=about&id=7': revisions([
        {
          _id: '2',
          at: '2026-11-26T10:00:00Z',
          action: 'update',
          summary: 'Changed para',
          data: { ...paragraph, animIn: 0 },
        },
        {
          _id: '1',
          at: '2026-11-25T10:00:00Z',
          action: 'create',
          summary: 'Added',
          data: { ...paragraph, para: 'Hello', animIn: 0 },
        },
      ]),
    })
    history('about', paragraph, AboutInput)
    const restore = await screen.findByRole('button', { name: 'Restore this version' })
    expect(restore).toBeDisabled()
    expect(restore).toHaveAccessibleDescription('This is the version there now.')

    // An older one differs, and can be restored.
    const versions = screen.getByRole('list', { name: 'Versions, newest first' })
    await userEvent.click(within(versions).getAllByRole('button')[1]!)
    expect(screen.getByRole('button', { name: 'Restore this version' })).toBeEnabled()
    expect(screen.getByRole('rowheader', { name: 'Paragraph' })).toBeVisible()
  })

  it("reads a custom section's field list as the fields' names", async () => {
    const section = {
      _id: '7',
      name: 'Talks',
      fields: [
        { kind: 'title', label: 'Talk' },
        { kind: 'subtitle', label: 'Event' },
        { kind: 'date', label: 'Period' },
      ],
    }
    fakeServer({
      'GET /api/revisions?type=section&id=7': revisions([
        { _id: '2', at: '2026-11-26T10:00:00Z', action: 'update', summary: 'Saved', data: section },
        {
          _id: '1',
          at: '2026-11-25T10:00:00Z',
          action: 'create',
          summary: 'Added “Talks”',
          data: { ...section, fields: section.fields.slice(0, 2) },
        },
      ]),
    })
    history('section', section, SectionInput)
    const versions = await screen.findByRole('list', { name: 'Versions, newest first' })
    expect(within(versions).getAllByRole('button')[0]).toHaveTextContent('Changed fields')
    await userEvent.click(within(versions).getAllByRole('button')[1]!)
    const row = screen.getByRole('rowheader', { name: 'Fields' }).closest('tr')!
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Talk, Event', 'Talk, Event, Period'])
  })
})
