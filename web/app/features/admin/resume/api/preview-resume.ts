import { RESUME_PATHS, type ResumeChoices } from '@contract/resume-choices.ts'
import { ownerFileRequest } from '@/lib/api/api-client.ts'

/** The résumé PDF with choices not saved yet (nothing is saved); `signal` drops a stale one. */
export function previewResume(choices: ResumeChoices, signal: AbortSignal): Promise<Blob> {
  return ownerFileRequest(RESUME_PATHS.preview, {
    method: 'POST',
    json: { resume: choices },
    signal,
  })
}
