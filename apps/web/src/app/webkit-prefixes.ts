import type { StylisPlugin } from '@emotion/cache'

/**
 * The properties a browser the app supports still reads only with `-webkit-` (Safari's user-select and
 * backdrop-filter, among others). Emotion's default prefixer wrote every flex, transition and transform
 * three times for browsers of ten years ago: a third of the prerendered page's styles, which a phone
 * parses and matches in the task that paints the page (docs/decisions/0017).
 */
const STILL_PREFIXED = new Set(['user-select', 'backdrop-filter', 'box-decoration-break', 'background-clip'])

/** A stylis plugin: `-webkit-` before the declarations of those properties, and nothing else. */
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && STILL_PREFIXED.has(element.props as string))
    element.return = `-webkit-${element.value}${element.value}`
}
