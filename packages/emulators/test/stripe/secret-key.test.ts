// The emulated account answers to its own secret key only, as Bearer or as Basic
// auth like Stripe, and says `resource_missing` for an id it does not know.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { secretKey, startStripe, stripeClient } from './stripe-harness.ts'

let emulator: Awaited<ReturnType<typeof startStripe>>

beforeAll(async () => {
  emulator = await startStripe()
})
afterAll(async () => {
  await emulator.emulators.close()
})

describe('the secret key', () => {
  it('another test key reads nothing: 401, an authentication error naming the key masked', async () => {
    const stranger = stripeClient(emulator.api, { key: 'sk_test_someoneelse0000000000' })
    const read = stranger.prices.list()
    await expect(read).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    await expect(read).rejects.toMatchObject({
      statusCode: 401,
      message: 'Invalid API Key provided: sk_test_*****************0000',
    })
    await expect(stranger.customers.create({ email: 'x@example.com' })).rejects.toMatchObject({
      statusCode: 401,
    })
  })

  it('no key at all is 401 too', async () => {
    const response = await fetch(`${emulator.api}/v1/prices`)
    expect(response.status).toBe(401)
    expect((await response.json()).error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringContaining('You did not provide an API key'),
    })
  })

  it('the account key is taken as Bearer and as Basic auth (the key as user name, no password)', async () => {
    expect((await emulator.stripe.prices.list()).data.length).toBeGreaterThan(0)
    const basic = stripeClient(emulator.api, {
      authenticator: async (request) => {
        request.headers.Authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`
      },
    })
    const customer = await basic.customers.create({ email: 'basic@example.com' })
    expect(await basic.customers.retrieve(customer.id)).toMatchObject({ email: 'basic@example.com' })

    const wrongBasic = stripeClient(emulator.api, {
      authenticator: async (request) => {
        request.headers.Authorization = `Basic ${Buffer.from('sk_test_wrong0000000000:').toString('base64')}`
      },
    })
    await expect(wrongBasic.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 401 })
  })
})

describe('unknown ids', () => {
  it('a 404 carries type invalid_request_error and code resource_missing', async () => {
    for (const read of [
      () => emulator.stripe.subscriptions.retrieve('sub_missing'),
      () => emulator.stripe.customers.retrieve('cus_missing'),
      () => emulator.stripe.checkout.sessions.retrieve('cs_test_missing'),
      () => emulator.stripe.prices.retrieve('price_missing'),
    ]) {
      const error = await read().then(
        () => undefined,
        (thrown: unknown) => thrown,
      )
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
      expect(error).toMatchObject({
        statusCode: 404,
        type: 'StripeInvalidRequestError',
        rawType: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
      })
    }
  })

  it('an unknown customer or price in a request body is resource_missing too (400)', async () => {
    const create = emulator.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_one_solo_year', quantity: 1 }],
      customer: 'cus_missing',
      success_url: 'http://one.test/',
      cancel_url: 'http://one.test/',
    })
    await expect(create).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    })
  })
})
