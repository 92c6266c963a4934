import { CONTENT_TYPES } from '@contract/content-types.ts'
import { ExperienceInput, type Experience } from '@contract/experience.ts'
import { CollectionManager } from '@/features/admin/shared/components/collection-manager.tsx'
import { experienceApi } from '../api/experience-api.ts'

/** docs/contract.md §2, Manage Experience: newest first. */
export function ExperienceManager() {
  return (
    <CollectionManager<Experience, ExperienceInput>
      noun="Experience"
      historyType={CONTENT_TYPES.experience.name}
      listTitle="Current Experience"
      emptyText="No experience to display"
      newAt={CONTENT_TYPES.experience.newAt}
      schema={ExperienceInput}
      fields={[
        { name: 'duration' },
        { name: 'title' },
        { name: 'company' },
        { name: 'description' },
        { name: 'techstack' },
        { name: 'link', type: 'url' },
        { name: 'doc', type: 'url' },
      ]}
      blank={{
        duration: '',
        title: '',
        company: '',
        description: '',
        techstack: '',
        link: '',
        doc: '',
      }}
      toInput={({ duration, title, company, description, techstack, link, doc }) => ({
        duration,
        title,
        company,
        description,
        techstack,
        link,
        doc,
      })}
      summary={(entry) => (
        <>
          <p>{entry.company}</p>
          <p className="text-sm text-muted">{entry.duration}</p>
          {entry.description && (
            <p className="line-clamp-3 text-sm whitespace-pre-line">{entry.description}</p>
          )}
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
