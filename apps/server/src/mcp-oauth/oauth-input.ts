import { textProblem, textProblemMessage } from '@one/contract/storable'
import { requestedScope } from './oauth-rules.ts'

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

/**
 * RFC 6749 section 3.3: an authorization request's scope is settled before the provider reads it, so
 * one without a scope gets mcp, and one with openid gets both (requestedScope). A repeated parameter
 * is left for the provider to refuse.
 */
export function withSettledScope(request: {
  path: string
  method: string
  query: string
  contentType: string | undefined
  body: string | undefined
}): { query: string; body: string | undefined } {
  const { path, method, query, contentType, body } = request
  if (path !== '/auth') return { query, body }
  const settle = (text: string) => {
    const params = new URLSearchParams(text)
    if (params.getAll('scope').length > 1) return text
    params.set('scope', requestedScope(params.get('scope') ?? undefined))
    return params.toString()
  }
  if (method === 'GET') return { query: settle(query), body }
  if (method === 'POST' && body !== undefined && contentType?.startsWith('application/x-www-form-urlencoded'))
    return { query, body: settle(body) }
  return { query, body }
}
