import { EducationInput } from '@contract/education.ts'
import { describeJsonCollection } from '@/test-support/json-collection-suite.ts'

describeJsonCollection({
  title: 'education API',
  input: EducationInput,
  noun: 'education entry',
  paths: {
    collection: '/api/education',
    list: '/api/edu/fetchedu',
    add: '/api/edu/addedu',
    update: '/api/edu/updateedu/:id',
    remove: '/api/edu/deleteedu/:id',
  },
  samples: [
    {
      year: '2021-2025',
      clg: 'Example University',
      edu: 'B.Sc. Computer Science',
      sts: 'CGPA 9.1',
      link: 'https://example.edu',
    },
    { year: '2019-2021', clg: 'Example School', edu: 'Higher Secondary', sts: '', link: '' },
  ],
  edit: { sts: 'Graduated' },
  messages: {
    added: 'Education Details Added',
    updated: 'Education Updated Successfully',
    deleted: 'Education Deleted Successfully',
  },
})
