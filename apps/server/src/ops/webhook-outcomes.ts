import { errorStatus } from '@one/contract/errors'
import { AppError } from '../app-error.ts'

/** applied, duplicate, ignored: taken (2xx). refused: a 4xx, Stripe gives up. failed: a 5xx, Stripe retries. */
export type WebhookResult = 'applied' | 'duplicate' | 'ignored' | 'refused' | 'failed'

const outcomes = new Map<WebhookResult, number>()

export function countWebhook(result: WebhookResult): void {
  outcomes.set(result, (outcomes.get(result) ?? 0) + 1)
}

/** What a webhook that threw comes to: refused when it was the sender's fault, else failed. */
export function failedWebhook(error: unknown): WebhookResult {
  return error instanceof AppError && errorStatus[error.code] < 500 ? 'refused' : 'failed'
}

export function webhookOutcomes(): ReadonlyMap<WebhookResult, number> {
  return outcomes
}
