// A sibling site's use of the account API, written the way the spec's client makes its calls: every
// call is base + path with credentials (FACTS 0.1, 13), sign-in goes through the popup (FACTS 3.3),
// settings are pushed whole (FACTS 2.1), checkout comes back here to be activated (FACTS 13).
// What it did is kept on `window.sibling` for the browser tests to read.
;(() => {
  const base = new URL(location.href).searchParams.get('api') ?? ''
  const apiOrigin = new URL(base).origin
  const POPUP_WIDTH = 400
  const POPUP_HEIGHT = 600

  const sibling = {
    base,
    /** The address this document was opened at, before the page tidies it. */
    arrival: location.href,
    /** Every call: {method, path, status, body} when answered, {method, path, error} when not. */
    calls: [],
    /** Every finished action: {name, calls, result}. */
    actions: [],
    user: null,
    access: [],
    settings: null,
  }
  window.sibling = sibling
  let current

  const $ = (id) => document.getElementById(id)

  async function call(method, path, payload, init = {}) {
    const request = { method, credentials: 'include', ...init }
    // FACTS 0.1: a POST always says JSON; one without a payload sends no body at all.
    if (method === 'POST') {
      request.headers = { 'Content-Type': 'application/json' }
      if (payload !== undefined) request.body = JSON.stringify(payload)
    }
    let record
    try {
      const response = await fetch(base + path, request)
      const text = await response.text()
      let body = text
      try {
        body = text === '' ? null : JSON.parse(text)
      } catch {
        // Not JSON: the raw text, as the spec's client puts it in its error.
      }
      record = { method, path, status: response.status, body }
    } catch (error) {
      record = { method, path, error: error instanceof Error ? error.message : String(error) }
    }
    sibling.calls.push(record)
    current?.calls.push(record)
    const item = document.createElement('li')
    item.textContent = `${method} ${path} → ${record.error ?? record.status}`
    $('calls').append(item)
    return record
  }

  function show() {
    const { user, access } = sibling
    $('who').textContent = user
      ? `Signed in as ${user.name}${access.includes('one') ? ' · Vuetify One subscriber' : ''}`
      : 'Guest'
  }

  /** FACTS 3.1: an OK or 401 answer sets user and access; anything else changes nothing. */
  async function verify(force = false) {
    const answer = await call('GET', '/auth/verify', undefined, force ? { cache: 'reload' } : {})
    if (answer.status === 200 || answer.status === 401) {
      sibling.user = answer.body?.user ?? null
      sibling.access = answer.body?.access ?? []
      adoptServerSettings()
      show()
    }
    return answer
  }

  /** FACTS 2.2: a server copy that differs replaces the local one. */
  function adoptServerSettings() {
    const stored = sibling.user?.settings
    if (!stored || !sibling.settings) return
    sibling.settings = structuredClone(stored)
    $('theme').value = stored.one?.theme ?? 'dark'
    $('bin-word-wrap').checked = stored.ecosystem?.bin?.wordWrap === true
  }

  function readControls() {
    const settings = structuredClone(sibling.settings)
    settings.one.theme = $('theme').value
    settings.ecosystem.bin.wordWrap = $('bin-word-wrap').checked
    return settings
  }

  /** FACTS 3.3, with a result to wait for: success, error, closed, timeout or blocked. */
  function login(provider = 'github') {
    return new Promise((resolve) => {
      const left = window.screenX + (window.innerWidth - POPUP_WIDTH) / 2
      const top = window.screenY + (window.innerHeight - POPUP_HEIGHT) / 2
      const features = `popup,left=${left},top=${top},width=${POPUP_WIDTH},height=${POPUP_HEIGHT},resizable`
      const popup = window.open('', 'vuetify:authorize:popup', features)
      if (!popup) {
        console.error('Failed to open popup')
        resolve({ status: 'blocked' })
        return
      }
      popup.location.href = `${base}/auth/${provider}/redirect`

      let poll
      let timeout
      const cleanup = (result) => {
        window.removeEventListener('message', onMessage)
        clearInterval(poll)
        clearTimeout(timeout)
        popup.close()
        resolve(result)
      }
      const onMessage = (event) => {
        if (event.origin !== apiOrigin) return
        if (event.data?.type !== 'auth-response') return
        if (event.data.status === 'success') {
          sibling.user = event.data.body.user
          sibling.access = event.data.body.access
          adoptServerSettings()
          show()
          cleanup({ status: 'success', user: sibling.user, access: sibling.access })
        } else {
          console.info(event.data.message)
          cleanup({ status: event.data.status, message: event.data.message })
        }
      }
      window.addEventListener('message', onMessage)
      poll = setInterval(() => {
        if (popup.closed) {
          console.info('Auth popup closed')
          cleanup({ status: 'closed' })
          return
        }
        popup.postMessage({ type: 'auth-request' }, '*')
      }, 1000)
      timeout = setTimeout(() => {
        console.info('Auth timed out')
        cleanup({ status: 'timeout' })
      }, 120_000)
    })
  }

  /** This page's own address without what checkout adds, to be sent back to. */
  function pageAddress() {
    const url = new URL(location.href)
    url.searchParams.delete('one')
    url.searchParams.delete('session_id')
    url.searchParams.delete('team')
    return url.toString()
  }

  const actions = {
    verify: () => verify(true),
    login: () => login('github'),
    /** FACTS 3.3: Shopify takes the whole window, and comes back to this page's full address. */
    connectShopify() {
      location.assign(`${base}/auth/shopify/redirect?next=${encodeURIComponent(location.href)}`)
      return { navigating: true }
    },
    async pushSettings() {
      const settings = readControls()
      const saved = await call('POST', '/user/settings', { settings })
      if (saved.status === 200) sibling.settings = settings
      await verify(true)
      return { settings, saved }
    },
    subscribe() {
      // Checkout comes back to exactly this address (with the session id): `one=subscribe` says what
      // for, as the spec's own client is brought back (FACTS 13).
      const back = new URL(pageAddress())
      back.searchParams.set('one', 'subscribe')
      const query = `interval=year&type=solo&returnTo=${encodeURIComponent(back.toString())}`
      location.assign(`${base}/one/subscribe?${query}`)
      return { navigating: true }
    },
    generateKey: () => call('GET', '/one/mcp/generate'),
    getToken: () => call('GET', '/one/mcp/getToken'),
    downloads: () => call('GET', '/one/sendowl/downloads'),
    async logout() {
      const answer = await call('POST', '/auth/logout')
      await verify(true)
      return answer
    },
    /** Back from checkout with a session id: activate it, then verify (FACTS 13, 3.1). */
    async activate(sessionId) {
      const activated = await call('POST', '/one/activate', { sessionId })
      const verified = await verify(true)
      history.replaceState(null, '', pageAddress())
      return { activated, verified }
    },
  }

  /** One action at a time: the buttons wait while one runs. */
  async function run(name, ...args) {
    const buttons = document.querySelectorAll('button[data-action]')
    for (const button of buttons) button.disabled = true
    current = { name, calls: [] }
    try {
      current.result = await actions[name](...args)
    } catch (error) {
      current.result = { error: error instanceof Error ? error.message : String(error) }
    }
    sibling.actions.push(current)
    current = undefined
    show()
    for (const button of buttons) button.disabled = false
  }

  async function start() {
    $('api-base').textContent = base
    const defaults = await fetch('/settings-v6-defaults.json').then((response) => response.json())
    sibling.settings = defaults
    await run('start')
  }

  actions.start = async () => {
    const first = await verify()
    const sessionId = new URL(location.href).searchParams.get('session_id')
    if (!sessionId) return first
    return actions.activate(sessionId)
  }

  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-action]') : null
    if (button) run(button.dataset.action)
  })
  start()
})()
