import type { MutateOptions, UseMutationResult } from '@tanstack/react-query'
import { useRef } from 'react'

/**
 * `mutate` that ignores further calls while one is in flight. The mutation's own `isPending` only
 * turns true after React renders again, so the second click of a double click would still see it
 * false and send the request twice.
 */
export function useSingleFlight<TData, TVariables>(mutation: UseMutationResult<TData, Error, TVariables>) {
  const flying = useRef(false)
  return (variables: TVariables, options: MutateOptions<TData, Error, TVariables> = {}) => {
    if (flying.current) return
    flying.current = true
    mutation.mutate(variables, {
      ...options,
      onSettled: (...settled) => {
        flying.current = false
        return options.onSettled?.(...settled)
      },
    })
  }
}
