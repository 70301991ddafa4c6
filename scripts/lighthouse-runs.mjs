// Lighthouse's performance category as a phone sees it (its default mobile settings: a mid-range phone
// on a slow 4G link, simulated), a few runs per page, in Debian's Chromium.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../e2e/chromium.mjs'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * One Lighthouse run. A run whose trace Lighthouse could not read (NO_NAVSTART, now and then the first
 * run of a fresh browser) is run again, twice at most: it says nothing of the page.
 */
async function oneRun(url, port, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (!lhr.runtimeError) return lhr
  if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  console.info(`Lighthouse could not read a run's trace on ${url} (${lhr.runtimeError.code}): run again`)
  return oneRun(url, port, attempt + 1)
}

/** The median of each metric over `runs` runs (each metric on its own), and the median run's report. */
export async function measurePages(urls, runs = 3) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    logLevel: 'silent',
  })
  try {
    const pages = []
    for (const url of urls) {
      const reports = []
      for (let run = 0; run < runs; run++) reports.push(await oneRun(url, chrome.port))
      const metric = (id) => median(reports.map((lhr) => lhr.audits[id].numericValue))
      const score = median(reports.map((lhr) => lhr.categories.performance.score * 100))
      const middle = reports.find((lhr) => lhr.categories.performance.score * 100 === score)
      pages.push({
        url,
        score,
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        lhr: middle,
      })
    }
    return pages
  } finally {
    chrome.kill()
  }
}
