import { expect, it } from 'vitest'
import { AboutInput } from '@contract/about.ts'
import { describeJsonCollection } from '@/test-support/json-collection-suite.ts'

describeJsonCollection({
  title: 'about API',
  input: AboutInput,
  noun: 'about paragraph',
  paths: {
    collection: '/api/about',
    list: '/api/about/fetchabout',
    add: '/api/about/addabout',
    update: '/api/about/updateabout/:id',
    remove: '/api/about/deleteabout/:id',
  },
  samples: [{ para: 'I build things for the web.' }, { para: 'I also like hiking.' }],
  edit: { para: 'I build fast, accessible things for the web.' },
  messages: {
    added: 'Paragraphs Added Successfully',
    updated: 'Paragraph Updated Successfully',
    deleted: 'Paragraph Delete Successfully',
  },
  updateKey: 'updatedAbout',
  expected: (input) => ({ para: input.para, animIn: expect.any(Number) }),
  more: (testApp) => {
    it('staggers the animation delay of consecutive paragraphs, restarting every four', async () => {
      const { app, ownerHeaders } = testApp()
      const payload = Array.from({ length: 6 }, (_, i) => ({ para: `Paragraph ${i + 1}` }))
      const response = await app.inject({
        method: 'POST',
        url: '/api/about/addabout',
        headers: await ownerHeaders(),
        payload,
      })
      const delays: number[] = response.json().data.map((p: { animIn: number }) => p.animIn)
      for (const [i, delay] of delays.entries()) {
        expect([0, 150, 300, 450]).toContain(delay)
        if (i > 0) expect(delay).toBe(((delays[i - 1] ?? 0) + 150) % 600)
      }
    })
  },
})
