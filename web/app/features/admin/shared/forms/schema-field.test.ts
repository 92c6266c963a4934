import { describe, expect, it } from 'vitest'
import { ExperienceInput } from '@contract/experience.ts'
import { ProjectInput } from '@contract/project.ts'
import { schemaField } from './schema-field.ts'

describe('schemaField', () => {
  it('takes the label, help text and limits from the contract', () => {
    expect(schemaField(ExperienceInput, 'duration')).toMatchObject({
      label: 'Period',
      hint: 'Format: 2021-2025',
      required: true,
      multiline: false,
    })
    expect(schemaField(ExperienceInput, 'description')).toMatchObject({
      label: 'Description',
      required: false,
      multiline: true,
      maxLength: 5000,
    })
  })

  it('gives a web address one line and the keyboard for addresses, however long it may be', () => {
    expect(schemaField(ProjectInput, 'github')).toMatchObject({
      label: 'GitHub link',
      multiline: false,
      inputType: 'url',
    })
    expect(schemaField(ProjectInput, 'title')).toMatchObject({ inputType: 'text' })
  })

  it('says what is wrong in the words the server answers', () => {
    const title = schemaField(ExperienceInput, 'title')
    expect(title.validate('')).toBe('Job title is required')
    expect(title.validate('x'.repeat(201))).toBe('Job title must be at most 200 characters')
    expect(title.validate('Engineer')).toBe(true)
    const github = schemaField(ProjectInput, 'github')
    expect(github.validate('github.com/me')).toBe(
      'GitHub link must be a web address starting with https://',
    )
    expect(github.validate('')).toBe(true)
    expect(github.validate('https://github.com/me')).toBe(true)
  })
})
