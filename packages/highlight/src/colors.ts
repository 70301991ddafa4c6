// The colours of highlighted code as a reader sees it, in the app (`BinCode`) and in the page the server
// writes: those of the editor's themes (CodeMirror's One Dark, and its default light style), by the
// classes @lezer/highlight's classHighlighter gives.
const dark = {
  keyword: '#c678dd',
  string: '#98c379',
  string2: '#56b6c2',
  comment: '#7d8799',
  number: '#d19a66',
  atom: '#d19a66',
  typeName: '#e5c07b',
  className: '#e5c07b',
  namespace: '#e5c07b',
  propertyName: '#e06c75',
  definition: '#61afef',
  variableName2: '#e06c75',
  operator: '#56b6c2',
  meta: '#7d8799',
  invalid: '#ffffff',
  link: '#7d8799',
  heading: '#e06c75',
}

const light: typeof dark = {
  keyword: '#708',
  string: '#a11',
  string2: '#e40',
  comment: '#940',
  number: '#164',
  atom: '#219',
  typeName: '#085',
  className: '#167',
  namespace: '#085',
  propertyName: 'inherit',
  definition: '#00f',
  variableName2: '#256',
  operator: 'inherit',
  meta: '#404740',
  invalid: '#f00',
  link: 'inherit',
  heading: 'inherit',
}

/** A rule for the code's box: the selector below it (`.tok-keyword`) and its declarations. */
export type TokenRule = [selector: string, style: Record<string, string>]

/** The rules that colour `tok-*` classes on a dark or light page. */
export function tokenRules(isDark: boolean): TokenRule[] {
  const c = isDark ? dark : light
  return [
    ['.tok-keyword', { color: c.keyword }],
    ['.tok-string', { color: c.string }],
    ['.tok-string2', { color: c.string2 }],
    ['.tok-comment', { color: c.comment, fontStyle: 'italic' }],
    ['.tok-number, & .tok-bool', { color: c.number }],
    ['.tok-atom, & .tok-literal', { color: c.atom }],
    ['.tok-typeName', { color: c.typeName }],
    ['.tok-className', { color: c.className }],
    ['.tok-namespace', { color: c.namespace }],
    ['.tok-propertyName', { color: c.propertyName }],
    ['.tok-definition', { color: c.definition }],
    ['.tok-variableName2', { color: c.variableName2 }],
    ['.tok-operator', { color: c.operator }],
    ['.tok-meta', { color: c.meta }],
    ['.tok-invalid', { color: c.invalid }],
    ['.tok-link', { color: c.link, textDecoration: 'underline' }],
    ['.tok-heading', { color: c.heading, fontWeight: 'bold' }],
    ['.tok-strong', { fontWeight: 'bold' }],
    ['.tok-emphasis', { fontStyle: 'italic' }],
    ['.tok-strikethrough', { textDecoration: 'line-through' }],
  ]
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The same rules as CSS text, each selector under `scope` (`.bin-code`). */
export function tokenCss(isDark: boolean, scope: string): string {
  return tokenRules(isDark)
    .map(([selector, style]) => {
      const selectors = selector.replaceAll('& ', `${scope} `)
      const body = Object.entries(style)
        .map(([name, value]) => `${kebab(name)}:${value}`)
        .join(';')
      return `${scope} ${selectors}{${body}}`
    })
    .join('\n')
}
