import type { FastifyInstance } from 'fastify'
import { dayIn } from './days.ts'

/** A contact message sent: counted for the day's figures, with nothing about its sender. */
export async function countContactMessage(app: FastifyInstance): Promise<void> {
  const { analytics, analyticsEvents } = app.repositories
  const { timeZone } = await analytics.settings()
  const now = new Date()
  analyticsEvents.record({ at: now.toISOString(), day: dayIn(timeZone, now), kind: 'message' })
}
