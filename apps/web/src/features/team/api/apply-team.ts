import type { Team } from '@one/contract/auth'
import { useAuth } from '../../../stores/auth-store.ts'

/** An answer that carries the user's own team (remove, regen) replaces it: no second call. */
export function applyTeam(team: Team): void {
  useAuth.setState((state) => (state.user ? { user: { ...state.user, team } } : {}))
}
