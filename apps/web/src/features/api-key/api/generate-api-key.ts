import { apiKeyEndpoints, maskApiKey, type NewApiKeyAnswer } from '@one/contract/api-key'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { reportError } from '../../../stores/report-error.ts'
import { apiKeyKeys } from './api-key-keys.ts'

/** FACTS decision 10: what a failed generation says when the server sent no message. */
const GENERATE_ERROR = 'Error generating API key'

export function generateApiKey(replace: boolean) {
  return http.call(replace ? apiKeyEndpoints.regenerate : apiKeyEndpoints.generate)
}

/** A first key (`false`) or a new one in place of the old (`true`); `onSaved` gets the whole key, once. */
export function useGenerateApiKey(onSaved: (answer: NewApiKeyAnswer) => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: generateApiKey,
    onSuccess: (answer) => {
      // The table holds the masked key, as getToken gives it; the whole key goes to the save dialog only.
      client.setQueryData(apiKeyKeys.token, { ...answer, apiKey: maskApiKey(answer.apiKey) })
      onSaved(answer)
    },
    onError: (error) => {
      reportError(error, GENERATE_ERROR)
      // Another tab may have made or replaced the key meanwhile: show the one there is.
      void client.invalidateQueries({ queryKey: apiKeyKeys.token })
    },
  })
}
