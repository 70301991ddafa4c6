// Issue 16: the banner comes after the first paint (its code and its list are fetched once the page is
// interactive). It must not push what the visitor is reading: the page's layout shift (CLS) on / stays
// at most 0.02 while a published `*` banner arrives.
import { adminSession, announcement, bannerMetadata, onlyBannersStartingWith } from './content-helpers.ts'
import { expect, test } from './fixtures.ts'

type Shift = { value: number; hadRecentInput: boolean; sources: string[] }

declare global {
  interface Window {
    layoutShifts: Shift[]
  }
}

test.describe('the banner and layout shift (issue 16)', () => {
  test.afterAll(async ({ browser, baseURL }) => {
    const admin = await adminSession(browser, baseURL!)
    await admin.cleanUp('shift-e2e-')
    await admin.close()
  })

  test('a * banner arriving after the first paint moves nothing on the page: CLS at most 0.02', async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    const admin = await adminSession(browser, baseURL!)
    await admin.publish(
      'banners',
      'shift-e2e-star',
      bannerMetadata({ text: 'Arriving late', subtext: 'Two lines tall' }),
    )
    await admin.close()

    await page.addInitScript(() => {
      window.layoutShifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources?: { node?: Node | null }[]
        })[]) {
          window.layoutShifts.push({
            value: entry.value,
            hadRecentInput: entry.hadRecentInput,
            sources: (entry.sources ?? []).map(
              (s) => (s.node as Element | null)?.outerHTML?.slice(0, 80) ?? '?',
            ),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The banners are held back until the page has painted and is live, so the banner surely comes late.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let asked = false
    await onlyBannersStartingWith(page, 'shift-e2e-', async () => {
      asked = true
      await held
    })

    await page.goto('/')
    await expect(page.getByTestId('bin-editor').locator('.cm-content')).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => asked).toBe(true)
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)
    expect(painted).toBe(1)
    await expect(announcement(page)).toHaveCount(0)
    const heading = page.getByRole('heading', { level: 1 })
    const before = {
      appBar: (await page.getByRole('banner').boundingBox())?.y,
      heading: (await heading.boundingBox())?.y,
    }

    release()
    const bar = announcement(page)
    await expect(bar).toContainText('Arriving late')
    // Let its entrance finish and a few frames pass, so every shift it could cause has been reported.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 500),
        ),
    )

    const shifts = await page.evaluate(() => window.layoutShifts)
    const cls = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0)
    expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.02)
    expect({
      appBar: (await page.getByRole('banner').boundingBox())?.y,
      heading: (await heading.boundingBox())?.y,
    }).toEqual(before)
    // It is in full view, at the bottom of the window, 88 px tall with its subtext.
    const box = await bar.boundingBox()
    const height = await page.evaluate(() => window.innerHeight)
    expect(box?.height).toBe(88)
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(height)

    // The page's end can still be scrolled into view above it; closing it takes that room away again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = await page.getByRole('contentinfo').boundingBox()
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(height - 88 + 1)
    await bar.getByRole('button', { name: 'Dismiss banner' }).click()
    await expect(bar).toHaveCount(0)
    await expect(page.locator('[data-banner-room]')).toHaveCount(0)
    expect(browserErrors).toEqual([])
  })
})
