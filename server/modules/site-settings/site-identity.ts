import type { FastifyInstance } from 'fastify'
import { siteIdentity, type SiteSettings } from '@contract/site-settings.ts'

/** The owner's name, set in one place: the profile's, else the account's, else OWNER_NAME. */
export async function ownerName(app: FastifyInstance): Promise<string> {
  const [profile, account] = await Promise.all([
    app.repositories.userDetails.first(),
    app.repositories.owner.first(),
  ])
  return profile?.name.trim() || account?.name.trim() || app.config.owner.name
}

/** The saved settings with an empty display name and site title derived from the owner's name. */
export async function siteSettingsAsShown(app: FastifyInstance): Promise<SiteSettings> {
  const [settings, name] = await Promise.all([app.repositories.siteSettings.get(), ownerName(app)])
  return siteIdentity(settings, name)
}
