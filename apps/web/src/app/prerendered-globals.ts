/**
 * The attribute of the prerendered page's global styles (CssBaseline's, and the keyframes of the
 * loading bar), in place of Emotion's `data-emotion`. Emotion moves each element it finds by its own
 * attribute, twice while the app starts (its default cache when its code is evaluated, then the
 * Global component as it hydrates), and each move of rules on `html`, `body` and `*` made the browser
 * compute the style of the whole page again. Under this name they stay where they are.
 */
export const PRERENDERED_GLOBALS = 'data-prerendered-globals'

// The theme and direction they were drawn in: the root element's, as the page arrived (the app changes
// them when it applies the visitor's choice).
const drawn =
  typeof document === 'undefined' || !document.querySelector(`style[${PRERENDERED_GLOBALS}]`)
    ? undefined
    : { theme: document.documentElement.dataset.theme, direction: document.documentElement.dir }

/** Whether the page's prerendered global styles are those CssBaseline draws in this theme and direction. */
export function globalStylesDrawnFor(theme: string, direction: string): boolean {
  return drawn?.theme === theme && drawn.direction === direction
}
