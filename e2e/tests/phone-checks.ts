// Whether a dialog fits a phone: nothing past its sides, nothing scrolled out of sight sideways, and
// every button reachable where it is drawn (docs/decisions/0019: phones 360-390 px wide).
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'

export const PHONE = { width: 360, height: 740 }

/** Runs in the page: what sticks out of the dialog `paper`, or scrolls sideways inside it. */
function overflowsOf(paper: Element): string[] {
  const name = (el: Element) => {
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)
    const mui = Array.from(el.classList).find((c) => c.startsWith('Mui')) ?? ''
    return `<${el.tagName.toLowerCase()}${mui ? ` .${mui}` : ''}> "${label}"`
  }
  // A strip of tabs may scroll when its arrows say so; nothing else may.
  const scrollsWithCue = (el: Element) =>
    el.classList.contains('MuiTabs-scroller') &&
    !!el.parentElement?.querySelector('.MuiTabs-scrollButtons:not(.Mui-disabled)')
  const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll'
  // What decides where `el` can be seen: a box that scrolls, one that cuts on purpose (a switch's wide
  // input, a ripple: null, nothing to check), or the dialog.
  const clipOf = (el: Element) => {
    for (let up = el.parentElement; up && up !== paper; up = up.parentElement) {
      const style = getComputedStyle(up)
      if (scrolls(style)) return up
      if (style.overflowX !== 'visible') return null
    }
    return paper
  }
  const problems: string[] = []
  const box = paper.getBoundingClientRect()
  if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
    problems.push(`the dialog is ${box.width}px wide in a ${window.innerWidth}px window`)
  }
  for (const el of Array.from(paper.querySelectorAll('*'))) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    const clip = clipOf(el)
    const edges = clip?.getBoundingClientRect()
    if (
      clip &&
      edges &&
      (rect.left < edges.left - 1 || rect.right > edges.right + 1) &&
      !scrollsWithCue(clip)
    ) {
      problems.push(`${name(el)} reaches past the sides of ${clip === paper ? 'the dialog' : name(clip)}`)
    }
    const style = getComputedStyle(el)
    const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
    if ((scrolls(style) || field) && el.scrollWidth > el.clientWidth + 1 && !scrollsWithCue(el)) {
      problems.push(`${name(el)} hides ${el.scrollWidth - el.clientWidth}px off its side`)
    }
  }
  return problems
}

/** Runs in the page: the buttons whose centre, once scrolled into view, is covered by something else. */
function coveredButtonsOf(paper: Element): string[] {
  const selector =
    'button, a[href], [role="button"], [role="tab"], [role="switch"], [role="radio"], [role="checkbox"], input'
  const problems: string[] = []
  for (const el of Array.from(paper.querySelectorAll<HTMLElement>(selector))) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue
    if (el.matches(':disabled, [aria-disabled="true"]')) continue
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    if (hit && (el === hit || el.contains(hit))) continue
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40)
    const over = hit
      ? `<${hit.tagName.toLowerCase()}> "${(hit.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing'
    problems.push(`"${label}" is covered by ${over}`)
  }
  return problems
}

/**
 * The dialog, once its opening animation is over, fits the phone and every button in it is where a
 * tap lands. A screenshot of it goes to the test's output folder, to look at.
 */
export async function expectFitsThePhone(dialog: Locator, what: string) {
  await expect(dialog).toBeVisible()
  // The dialog's own fade or grow, on it or around it; a spinner inside may turn for ever.
  const moving = (el: Element) => {
    let count = 0
    for (let up: Element | null = el; up; up = up.parentElement) count += up.getAnimations().length
    return count
  }
  await expect.poll(() => dialog.evaluate(moving)).toBe(0)
  await dialog.page().screenshot({ path: test.info().outputPath(`${what}.png`) })
  expect(await dialog.evaluate(overflowsOf), `${what}: nothing past the sides`).toEqual([])
  expect(await dialog.evaluate(coveredButtonsOf), `${what}: every button takes its own taps`).toEqual([])
}
