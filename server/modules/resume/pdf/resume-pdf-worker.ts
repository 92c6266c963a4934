import type { ResumePaper } from '@contract/resume-choices.ts'
import type { ResumeOutline } from '@contract/resume-outline.ts'
import { renderResumePdf } from './resume-pdf.ts'

/** One résumé to draw: its outline, paper and date (ISO-8601). */
export interface ResumePdfTask {
  outline: ResumeOutline
  paper: ResumePaper
  date: string
}

/**
 * The résumé's thread (resume-pdf-renderer.ts runs it): draws one PDF at a time. Its faces stay
 * loaded between tasks, so only the first PDF a thread draws reads font files.
 */
export default async function drawResume(task: ResumePdfTask | null): Promise<Uint8Array | null> {
  // A start without a task: the thread loads its code while the server reads the résumé.
  if (task === null) return null
  return renderResumePdf(task.outline, { paper: task.paper, date: new Date(task.date) })
}
