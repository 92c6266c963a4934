import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { useChecklist, useRemoveDemo } from '@/features/admin/first-run/api/first-run-api.ts'

/**
 * Above the import cards while the demo content is there: every import (LinkedIn, GitHub, JSON
 * Resume) starts best from the owner's own content, so the demo can go first, in the same place.
 */
export function DemoNotice() {
  const checklist = useChecklist()
  const removeDemo = useRemoveDemo()
  const demoLeft = checklist.data?.some((step) => step.key === 'demo' && !step.done)
  if (!demoLeft) return null
  return (
    <div className="admin-banner flex flex-wrap items-center justify-between gap-3">
      <p>
        The demo content is still there: remove it first to import your own from LinkedIn, GitHub
        or a JSON Resume file.
      </p>
      <DeleteButton
        itemName="the demo content (its placeholder paragraphs, jobs, degrees, projects, certificates, testimonials, posts and example links; your own content and the skills stay)"
        label="Remove the demo content"
        pending={removeDemo.isPending}
        onConfirm={() => removeDemo.mutate()}
      />
    </div>
  )
}
