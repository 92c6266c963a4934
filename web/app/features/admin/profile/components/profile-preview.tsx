import { useWatch, type Control } from 'react-hook-form'
import type { UserDetails } from '@contract/user-details.ts'
import { PageMain } from '@/components/layout/public-page.tsx'
import { HeroSection } from '@/features/profile/components/hero-section.tsx'
import { profileFrom, useSiteData } from '@/lib/site/site-data.ts'
import type { ImageChoice } from '@/features/admin/shared/components/image-field.tsx'
import { useDataUrl } from '@/features/admin/shared/components/use-data-url.ts'
import type { UserDetailsFields } from '../api/user-details-form.ts'

/**
 * The home page's first screen with the profile details being added or updated: the record the
 * form would save, read by the public site's own rules (profileFrom: the site's display name for
 * an empty name, the default titles for none, the default photo without one).
 */
export function ProfilePreview({
  control,
  image,
  stored,
}: {
  control: Control<UserDetailsFields>
  image: ImageChoice
  /** The record being updated; none while adding. */
  stored?: UserDetails
}) {
  const site = useSiteData()
  const fields = useWatch({ control }) as UserDetailsFields
  const chosen = useDataUrl(image.file)
  if (!site) return null
  const details: UserDetails = {
    _id: stored?._id ?? 'preview',
    name: fields.name,
    prof: {
      '1st': fields.profone,
      '2nd': fields.proftwo,
      '3rd': fields.profthree,
      '4th': fields.proffour,
    },
    currentsts: fields.currentsts,
    userimage: chosen ?? stored?.userimage ?? '',
  }
  return (
    <PageMain preview>
      <HeroSection
        profile={profileFrom(details, site.settings)}
        siteTitle={site.settings.siteTitle}
      />
    </PageMain>
  )
}
