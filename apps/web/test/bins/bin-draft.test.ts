import { describe, expect, it } from 'vitest'
import { DRAFT_KEY, loadDraft } from '../../src/features/bins/bin-draft.ts'

function storing(value: unknown): Storage {
  const storage = new Map<string, string>([[DRAFT_KEY, JSON.stringify(value)]])
  return { getItem: (key: string) => storage.get(key) ?? null } as Storage
}

describe('docs/decisions/0022: the draft keeps each of the three visibilities', () => {
  it.each(['public', 'unlisted', 'private'] as const)('keeps %s', (visibility) => {
    expect(loadDraft(storing({ title: '', content: 'x', visibility })).visibility).toBe(visibility)
  })

  it('reads an unknown visibility as public', () => {
    expect(loadDraft(storing({ content: 'x', visibility: 'secret' })).visibility).toBe('public')
  })
})
