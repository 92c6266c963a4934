import type { Experience, ExperienceInput } from '@contract/experience.ts'
import { CollectionManager } from '@/features/admin/shared/components/collection-manager.tsx'
import { experienceApi } from '../api/experience-api.ts'

/** docs/contract.md §2, Manage Experience: newest first. */
export function ExperienceManager() {
  return (
    <CollectionManager<Experience, ExperienceInput>
      noun="Experience"
      listTitle="Current Experience"
      emptyText="No experience to display"
      newestFirst
      fields={[
        { name: 'duration', label: 'Duration', hint: 'Format: 2021-2025' },
        { name: 'title', label: 'Title' },
        { name: 'company', label: 'Company' },
        { name: 'techstack', label: 'Tech stack' },
        { name: 'link', label: 'Link' },
        { name: 'doc', label: 'Doc link' },
      ]}
      blank={{ duration: '', title: '', company: '', techstack: '', link: '', doc: '' }}
      toInput={({ duration, title, company, techstack, link, doc }) => ({
        duration,
        title,
        company,
        techstack,
        link,
        doc,
      })}
      summary={(entry) => (
        <>
          <p>{entry.company}</p>
          <p className="text-sm text-muted">{entry.duration}</p>
          {entry.techstack && <p className="text-sm">{entry.techstack}</p>}
        </>
      )}
      itemName={(entry) => `${entry.title} at ${entry.company}`}
      list={experienceApi.useList()}
      create={experienceApi.useCreate()}
      update={experienceApi.useUpdate()}
      remove={experienceApi.useRemove()}
      reorder={experienceApi.useReorder()}
    />
  )
}
