import { Type, type Static } from 'typebox'

/**
 * The first-sign-in checklist (docs/contract.md does not have it): what a new owner does to make
 * the site theirs, publishing it last. The server says which steps are done; the dashboard words them and links to
 * where each is done.
 */
const FIRST_RUN_STEPS = [
  'photo',
  'identity',
  'links',
  'email',
  'import',
  'project',
  'demo',
  'publish',
] as const
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number]

export const FIRST_RUN_PATH = '/api/owner/checklist'
/** Removes what the demo put in (placeholder records and settings); the owner's own stay. */
export const DEMO_PATH = '/api/demo'

export const ChecklistResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    steps: Type.Array(
      Type.Object({
        key: Type.Enum(FIRST_RUN_STEPS),
        done: Type.Boolean(),
      }),
    ),
  }),
})
export type ChecklistResponse = Static<typeof ChecklistResponse>

export const DemoRemovedResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({ removed: Type.Integer({ minimum: 0, description: 'Records removed' }) }),
})
