import { ExperienceInput } from '@contract/experience.ts'
import { describeJsonCollection } from '@/test-support/json-collection-suite.ts'

describeJsonCollection({
  title: 'experience API',
  input: ExperienceInput,
  noun: 'experience entry',
  paths: {
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
  messages: {
    added: 'Experience Details Added',
    updated: 'Experience Updated Successfully',
    deleted: 'Experience Deleted Successfully',
  },
})
