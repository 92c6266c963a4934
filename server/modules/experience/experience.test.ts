import { ExperienceInput } from '@contract/experience.ts'
import { describeJsonCollection } from '@/test-support/json-collection-suite.ts'

describeJsonCollection({
  title: 'experience API',
  input: ExperienceInput,
  noun: 'experience entry',
  paths: {
    collection: '/api/experience',
    list: '/api/exp/fetchexp',
    add: '/api/exp/addexp',
    update: '/api/exp/updateexp/:id',
    remove: '/api/exp/deleteexp/:id',
  },
  samples: [
    {
      duration: '2023-2025',
      title: 'Software Engineer',
      company: 'Example Corp',
      techstack: 'TypeScript, PostgreSQL',
      description: 'Payments team.\n- Cut checkout latency by **40 %**\n- Led the `v2` API',
      link: 'https://example.com',
      doc: 'https://example.com/letter.pdf',
    },
    {
      duration: '2022',
      title: 'Intern',
      company: 'Example Labs',
      techstack: '',
      link: '',
      doc: '',
    },
  ],
  edit: { title: 'Senior Software Engineer', doc: '' },
  // A client written against docs/contract.md sends no description: it reads back empty.
  expected: (input) => ({ description: '', ...input }),
  messages: {
    added: 'Experience Details Added',
    updated: 'Experience Updated Successfully',
    deleted: 'Experience Deleted Successfully',
  },
})
