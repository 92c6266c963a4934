import type { FastifyInstance } from 'fastify'
import { defaultSiteTitle } from '@contract/site-settings.ts'
import { siteSettingsAsShown } from '../site-settings/site-identity.ts'

export interface MailBranding {
  /** The site's title, e.g. "Alex's Portfolio". */
  siteName: string
  ownerName: string
  publicUrl: string
}

/** Names in mails are the site's (site-identity.ts: the owner's name when left empty); links from PUBLIC_URL. */
export async function mailBranding(app: FastifyInstance): Promise<MailBranding> {
  let ownerName = app.config.owner.name
  let siteName: string | undefined
  try {
    const settings = await siteSettingsAsShown(app)
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
