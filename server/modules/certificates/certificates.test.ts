import { CertificateInput } from '@contract/certificate.ts'
import { describeJsonCollection } from '@/test-support/json-collection-suite.ts'

describeJsonCollection({
  title: 'certificates API',
  input: CertificateInput,
  noun: 'certificate',
  paths: {
    collection: '/api/certificates',
    list: '/api/cer/fetchcertificates',
    add: '/api/cer/addcertificate',
    update: '/api/cer/updatecertificate/:id',
    remove: '/api/cer/deletecer/:id',
  },
  samples: [
    {
      title: 'Cloud Fundamentals',
      desc: 'An introduction to cloud services.',
      date: '10-08-2023',
      platform: 'Example Academy',
      label: 'Course',
      doc: 'https://example.com/certificate/1',
    },
    { title: 'Algorithms', desc: '', date: '2022', platform: 'Example MOOC', label: '', doc: '' },
  ],
  // The web app's update sends the platform as the label (docs/contract.md §3): the server keeps both.
  edit: { platform: 'Other Academy', label: 'Other Academy' },
  messages: {
    added: 'Certificate details Added',
    updated: 'Certificate Updated Successfully',
    deleted: 'Certificate Deleted Successfully',
  },
})
