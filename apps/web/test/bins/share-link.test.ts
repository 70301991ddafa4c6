import { describe, expect, it } from 'vitest'
import {
  decodeSharedBin,
  encodeSharedBin,
  ShareLinkError,
  shareDataFromHash,
  shareLink,
} from '../../src/features/bins/share-link.ts'

describe('guest share link (docs/decisions/0005: the bin travels in the address fragment)', () => {
  it('runs where the browser does: CompressionStream is there', () => {
    expect(typeof CompressionStream).toBe('function')
    expect(typeof DecompressionStream).toBe('function')
  })

  it('gives back exactly what was shared, unicode and emoji included', async () => {
    const shared = {
      title: 'Grüße — 日本語 🚀.vue',
      content: '<template>\n  <p>Ünïcödé ✓ 😀👩‍👩‍👧 \u0000 \uFEFF</p>\n</template>\r\n',
      language: 'vue' as const,
    }
    const data = await encodeSharedBin(shared)
    expect(data).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(await decodeSharedBin(data)).toEqual(shared)
  })

  it('carries 200 KB of text, byte for byte', async () => {
    const line = 'const π = "∑ 🚀" // line with random bits '
    let content = ''
    for (let i = 0; content.length < 200_000; i++) content += `${line}${(i * 7919) % 104729}\n`
    const data = await encodeSharedBin({ title: '', content })
    expect(data.length).toBeLessThan(content.length)
    const back = await decodeSharedBin(data)
    expect(back.content).toBe(content)
    expect(back.title).toBe('')
  })

  it('builds the link with the #bin= fragment and reads the data back from it', async () => {
    const link = await shareLink({ title: 'a', content: 'b' }, 'https://bin.example')
    expect(link).toMatch(/^https:\/\/bin\.example\/#bin=[A-Za-z0-9_-]+$/)
    const hash = new URL(link).hash
    expect(await decodeSharedBin(shareDataFromHash(hash) ?? '')).toEqual({ title: 'a', content: 'b' })
    expect(shareDataFromHash('#top')).toBeUndefined()
  })

  it('refuses a damaged link with a readable message', async () => {
    const data = await encodeSharedBin({ title: 'x', content: 'hello world, hello world' })
    const broken = ['', '!!!', data.slice(0, data.length / 2), `A${data}`, 'aGVsbG8']
    for (const bad of broken) {
      const error = await decodeSharedBin(bad).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ShareLinkError)
      expect((error as Error).message).toMatch(/share link/)
    }
  })

  it('refuses well-packed data that is not a bin', async () => {
    const notABin = await encodeSharedBin({ content: 1 } as never)
    await expect(decodeSharedBin(notABin)).rejects.toThrow(ShareLinkError)
  })
})
