import { CONTENT_TYPES } from '@contract/content-types.ts'
import { FEATURED_PATH, type FeaturedInput } from '@contract/project.ts'
import { historyOf, type ContentItem } from '@/features/admin/shared/api/collection-api.ts'
import { useReplaceMutation, type UpdateAnswer } from '@/features/admin/shared/api/list-cache.ts'
import type { RowMenuItem } from '@/features/admin/shared/components/row-menu.tsx'
import { ownerRequest, withId } from '@/lib/api/api-client.ts'

const projects = CONTENT_TYPES.projects

const featureProject = ({ id, featured }: { id: string } & FeaturedInput) =>
  ownerRequest<UpdateAnswer<ContentItem>>(withId(FEATURED_PATH, id), {
    method: 'PUT',
    json: { featured },
  })

/**
 * A project row's "Feature on home page" / "Stop featuring" menu item. The server refuses a
 * fourth in words (a toast says so); the list shows the new state from the answer, and the
 * toast's Undo puts the previous one back.
 */
export function useFeatureProjectMenu(): (record: ContentItem) => RowMenuItem[] {
  const feature = useReplaceMutation(
    ['admin', projects.key],
    featureProject,
    undefined,
    historyOf(projects),
  )
  return (record) => {
    const featured = record.featured === true
    return [
      {
        label: featured ? 'Stop featuring' : 'Feature on home page',
        disabled: feature.isPending,
        onSelect: () => feature.mutate({ id: record._id, featured: !featured }),
      },
    ]
  }
}
