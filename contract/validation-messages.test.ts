import { describe, expect, it } from 'vitest'
import { describeProblem } from './validation-messages.ts'

const title = { type: 'string', title: 'Job title', minLength: 1, maxLength: 200 }

describe('describeProblem', () => {
  it.each([
    [
      {
        keyword: 'enum',
        instancePath: '/status',
        params: { allowedValues: ['draft', 'published'] },
        parentSchema: { title: 'Status', errorMessage: 'Status must be draft or published' },
      },
      'Status must be draft or published',
    ],
    [
      {
        keyword: 'enum',
        instancePath: '/status',
        params: { allowedValues: ['draft', 'published'] },
        parentSchema: { title: 'Status' },
      },
      'Status is not one of the allowed values',
    ],
    [
      {
        keyword: 'required',
        instancePath: '',
        params: { missingProperty: 'title' },
        parentSchema: { properties: { title } },
      },
      'Job title is required',
    ],
    [
      { keyword: 'minLength', instancePath: '/title', params: { limit: 1 }, parentSchema: title },
      'Job title is required',
    ],
    [
      { keyword: 'minLength', instancePath: '/title', params: { limit: 8 }, parentSchema: title },
      'Job title must be at least 8 characters',
    ],
    [
      { keyword: 'maxLength', instancePath: '/title', params: { limit: 200 }, parentSchema: title },
      'Job title must be at most 200 characters',
    ],
    [
      { keyword: 'type', instancePath: '/title', params: { type: 'string' }, parentSchema: title },
      'Job title must be text',
    ],
    [
      {
        keyword: 'pattern',
        instancePath: '/github',
        params: {},
        parentSchema: {
          title: 'GitHub link',
          errorMessage: 'GitHub link must start with https://',
        },
      },
      'GitHub link must start with https://',
    ],
    [
      {
        keyword: 'format',
        instancePath: '/email',
        params: { format: 'email' },
        parentSchema: { type: 'string' },
      },
      'Enter a valid e-mail address',
    ],
    [
      {
        keyword: 'minimum',
        instancePath: '/copyrightYear',
        params: { limit: 1970 },
        parentSchema: {},
      },
      'Copyright year must be 1970 or more',
    ],
    [
      {
        keyword: 'additionalProperties',
        instancePath: '',
        params: { additionalProperty: 'extra' },
      },
      'Unknown field "extra"',
    ],
    [
      {
        keyword: 'minItems',
        instancePath: '',
        params: { limit: 1 },
        parentSchema: { type: 'array' },
      },
      'The request body must have at least 1 entry',
    ],
  ])('says %j in words', (problem, message) => {
    expect(describeProblem(problem).message).toBe(message)
  })

  it('numbers the entries of a list body from 1 and names the field by its wire path', () => {
    const problem = describeProblem({
      keyword: 'required',
      instancePath: '/1',
      params: { missingProperty: 'title' },
      parentSchema: { properties: { title } },
    })
    expect(problem).toEqual({ field: '1.title', message: 'Entry 2: Job title is required' })
  })
})
