import { describe, expect, it } from 'vitest'
import { archivesToKeep } from './backup-retention.ts'

const keepOnePerDay = { keepDaily: 7, keepWeekly: 0, timeZone: 'UTC' }

describe('archivesToKeep', () => {
  it('keeps the newest archive of each day', () => {
    const names = [
      'vitrine-20250503T031500Z.tar.gz',
      'vitrine-20250503T101500Z.tar.gz',
      'vitrine-20250502T031500Z.tar.gz',
    ]
    expect([...archivesToKeep(names, keepOnePerDay)].sort()).toEqual([
      'vitrine-20250502T031500Z.tar.gz',
      'vitrine-20250503T101500Z.tar.gz',
    ])
  })

  it('counts an archive made later in the same second (its name ends in -2, -3) as the newer one', () => {
    for (const suffix of ['.tar.gz', '.tar.gz.age']) {
      const names = [
        `vitrine-20250503T031500Z${suffix}`,
        `vitrine-20250503T031500Z-2${suffix}`,
        `vitrine-20250503T031500Z-10${suffix}`,
        `vitrine-20250503T031500Z-3${suffix}`,
      ]
      expect([...archivesToKeep(names, keepOnePerDay)]).toEqual([
        `vitrine-20250503T031500Z-10${suffix}`,
      ])
    }
  })
})
