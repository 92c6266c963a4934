import { CONTENT_TYPES } from '@contract/content-types.ts'
import { CertificateInput, type Certificate } from '@contract/certificate.ts'
import {
  CollectionManager,
  type FieldSpec,
} from '@/features/admin/shared/components/collection-manager.tsx'
import { certificatesApi } from '../api/certificates-api.ts'

const FIELDS: FieldSpec<CertificateInput>[] = [
  { name: 'title' },
  { name: 'desc' },
  { name: 'date' },
  { name: 'platform' },
  { name: 'label' },
  { name: 'doc', type: 'url' },
]

/** docs/contract.md §3: an update sends the platform as the label. A quirk the spec keeps. */
export function labelFromPlatform(values: CertificateInput): CertificateInput {
  return { ...values, label: values.platform }
}

/** docs/contract.md §2, Manage Certificates. */
export function CertificatesManager() {
  return (
    <CollectionManager<Certificate, CertificateInput>
      noun="Certificate"
      historyType={CONTENT_TYPES.certificates.name}
      listTitle="Current Certificates"
      emptyText="No certificates to display"
      schema={CertificateInput}
      newAt={CONTENT_TYPES.certificates.newAt}
      fields={FIELDS}
      updateFields={FIELDS.filter((field) => field.name !== 'label')}
      updateNote="On update, the label is set to the platform."
      beforeUpdate={labelFromPlatform}
      blank={{ title: '', desc: '', date: '', platform: '', label: '', doc: '' }}
      toInput={({ title, desc, date, platform, label, doc }) => ({
        title,
        desc,
        date,
        platform,
        label,
        doc,
      })}
      summary={(certificate) => (
        <>
          <p className="text-sm text-muted">
            {certificate.date} · {certificate.platform}
            {certificate.label && ` · ${certificate.label}`}
          </p>
          {certificate.desc && <p>{certificate.desc}</p>}
        </>
      )}
      itemName={(certificate) => certificate.title}
      list={certificatesApi.useList()}
      create={certificatesApi.useCreate()}
      update={certificatesApi.useUpdate()}
      remove={certificatesApi.useRemove()}
      reorder={certificatesApi.useReorder()}
    />
  )
}
