import { errorCodes, errorStatus, HttpError } from '@one/contract/errors'
import { describe, expect, it } from 'vitest'
import { AppError } from '../src/app-error.ts'
import { toErrorReply } from '../src/plugins/error-reply.ts'

describe('area errors are not HTTP: one plugin maps codes to statuses (issue 9)', () => {
  it('every error code of the contract travels as its status, with the message as it was written', () => {
    for (const code of errorCodes) {
      expect(toErrorReply(new AppError(code, `about ${code}`))).toEqual({
        status: errorStatus[code],
        body: { message: `about ${code}`, code },
      })
    }
  })

  it('the statuses are the ones DESIGN names: 400, 401, 403, 404, 409, 413, 429', () => {
    expect(toErrorReply(new AppError('bad_request', 'x')).status).toBe(400)
    expect(toErrorReply(new AppError('unauthorized', 'x')).status).toBe(401)
    expect(toErrorReply(new AppError('forbidden', 'x')).status).toBe(403)
    expect(toErrorReply(new AppError('not_found', 'x')).status).toBe(404)
    expect(toErrorReply(new AppError('conflict', 'x')).status).toBe(409)
    expect(toErrorReply(new AppError('too_large', 'x')).status).toBe(413)
    expect(toErrorReply(new AppError('rate_limited', 'x')).status).toBe(429)
  })

  it('an HttpError keeps its own status; anything unknown is a 500 that shows no detail', () => {
    expect(toErrorReply(new HttpError(403, 'forbidden_origin', 'No.'))).toEqual({
      status: 403,
      body: { message: 'No.', code: 'forbidden_origin' },
    })
    expect(toErrorReply(new Error('secret stack detail'))).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' },
    })
  })
})
