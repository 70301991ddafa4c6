import { textProblem, textProblemMessage } from '@one/contract/storable'

/** How deep a registration's JSON may nest: client metadata is a flat object with short lists. */
const MAX_DEPTH = 8

function badText(text: string): string | undefined {
  const problem = textProblem(text)
  return problem && textProblemMessage('An OAuth request', problem)
}

function badValue(value: unknown, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return `An OAuth request's JSON must not nest deeper than ${MAX_DEPTH} levels.`
  if (typeof value === 'string') return badText(value)
  if (Array.isArray(value)) {
    for (const item of value) {
      const bad = badValue(item, depth + 1)
      if (bad) return bad
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const bad = badText(key) ?? badValue(item, depth + 1)
      if (bad) return bad
    }
  }
  return undefined
}

function badParams(params: URLSearchParams): string | undefined {
  for (const [key, value] of params) {
    const bad = badText(key) ?? badText(value)
    if (bad) return bad
  }
  return undefined
}

/**
 * Why the authorization server must not see this request, or undefined when it may: text our
 * database cannot keep (NUL, lone surrogates) and JSON nested past any client's needs are refused
 * here with a 400, before the provider stores any of it.
 */
export function refuseOauthInput(query: string, contentType: string | undefined, body: string | undefined) {
  const params = new URLSearchParams(query)
  const inQuery = badParams(params)
  if (inQuery) return inQuery
  // The code comes back in the redirect's query; a form the provider would post is a page of script.
  const mode = params.get('response_mode')
  if (mode !== null && mode !== 'query') return 'Only response_mode=query is supported.'
  if (body === undefined || body === '') return undefined
  if (contentType?.startsWith('application/json')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return 'The request body is not valid JSON.'
    }
    return badValue(parsed, 0)
  }
  if (contentType?.startsWith('application/x-www-form-urlencoded'))
    return badParams(new URLSearchParams(body))
  return undefined
}
