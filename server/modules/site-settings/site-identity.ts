import type { FastifyInstance } from 'fastify'
import { isPlaceholderEmail } from '@contract/account.ts'
import { siteIdentity, type SiteSettings } from '@contract/site-settings.ts'

/** The owner's name, set in one place: the profile's, else the account's, else OWNER_NAME. */
export async function ownerName(app: FastifyInstance): Promise<string> {
  const [profile, account] = await Promise.all([
    app.repositories.userDetails.first(),
    app.repositories.owner.first(),
  ])
  return profile?.name.trim() || account?.name.trim() || app.config.owner.name
}

/**
 * The saved settings as the public site shows them: an empty display name and site title derived
 * from the owner's name, and no contact address while it is the placeholder (nobody's address).
 */
export async function siteSettingsAsShown(app: FastifyInstance): Promise<SiteSettings> {
  const [settings, name] = await Promise.all([app.repositories.siteSettings.get(), ownerName(app)])
  const shown = siteIdentity(settings, name)
  return isPlaceholderEmail(shown.email) ? { ...shown, email: '' } : shown
}
