import type { FastifyInstance } from 'fastify'
import { defaultSiteTitle } from '@contract/site-settings.ts'

export interface MailBranding {
  /** The site's title, e.g. "Alex's Portfolio". */
  siteName: string
  ownerName: string
  publicUrl: string
}

/** Names in mails come from the site settings (which default from OWNER_NAME); links from PUBLIC_URL. */
export async function mailBranding(app: FastifyInstance): Promise<MailBranding> {
  let ownerName = app.config.owner.name
  let siteName: string | undefined
  try {
    const settings = await app.repositories.siteSettings.get()
    ownerName = settings.displayName || ownerName
    siteName = settings.siteTitle
  } catch (error) {
    app.log.warn({ err: error }, 'site settings unavailable for a mail; using OWNER_NAME')
  }
  return {
    ownerName,
    siteName: siteName || defaultSiteTitle(ownerName),
    publicUrl: app.config.publicUrl,
  }
}
