// Lighthouse's performance category as a phone sees it (its default mobile settings: a mid-range phone
// on a slow 4G link, simulated), a few runs per page, in Debian's Chromium.
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumLaunchOptions } from '../e2e/chromium.mjs'
import { cpuMultiplierFor, DEFAULT_CPU_MULTIPLIER } from './cpu-multiplier.mjs'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/**
 * One Lighthouse run. A run whose trace Lighthouse could not read (NO_NAVSTART, now and then the first
 * run of a fresh browser) is run again, twice at most: it says nothing of the page.
 */
async function oneRun(url, port, cpuSlowdownMultiplier, attempt = 1) {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    throttling: { cpuSlowdownMultiplier },
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (!lhr.runtimeError) return lhr
  if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  console.info(`Lighthouse could not read a run's trace on ${url} (${lhr.runtimeError.code}): run again`)
  return oneRun(url, port, cpuSlowdownMultiplier, attempt + 1)
}

/** BENCH_CPU_MULTIPLIER when set (a positive number), otherwise undefined. */
function multiplierOverride() {
  const raw = process.env.BENCH_CPU_MULTIPLIER
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!(value > 0)) throw new Error(`BENCH_CPU_MULTIPLIER must be a positive number, not ${raw}`)
  return value
}

/**
 * The median of each metric over `runs` runs (each metric on its own), and the median run's report.
 * The CPU multiplier is BENCH_CPU_MULTIPLIER, or `cpuMultiplierFor` the host's benchmarkIndex as a
 * first run (not counted) measures it; every run prints its multiplier and benchmarkIndex.
 */
export async function measurePages(urls, runs = 3) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    logLevel: 'silent',
  })
  try {
    let multiplier = multiplierOverride()
    if (multiplier === undefined) {
      const warmUp = await oneRun(urls[0], chrome.port, DEFAULT_CPU_MULTIPLIER)
      const index = warmUp.environment.benchmarkIndex
      multiplier = cpuMultiplierFor(index)
      console.info(
        `calibration run (not counted): benchmarkIndex ${Math.round(index)} -> CPU multiplier ${multiplier}x`,
      )
    } else console.info(`CPU multiplier ${multiplier}x (BENCH_CPU_MULTIPLIER)`)
    const pages = []
    for (const url of urls) {
      const reports = []
      for (let run = 0; run < runs; run++) {
        const lhr = await oneRun(url, chrome.port, multiplier)
        const index = Math.round(lhr.environment.benchmarkIndex)
        console.info(
          `  run ${run + 1}/${runs} ${new URL(url).pathname.slice(0, 20).padEnd(20)} CPU ${multiplier}x, ` +
            `benchmarkIndex ${index} (index / multiplier ${Math.round(index / multiplier)}), ` +
            `score ${Math.round(lhr.categories.performance.score * 100)}, ` +
            `TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
        )
        reports.push(lhr)
      }
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
        multiplier,
        lhr: middle,
      })
    }
    return pages
  } finally {
    chrome.kill()
  }
}
