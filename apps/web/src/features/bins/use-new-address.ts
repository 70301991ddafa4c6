import type { Bin } from '@one/contract/bins'
import { useNavigate } from 'react-router'
import { keepEdit, loadKeptEdit } from './kept-edit.ts'

/**
 * Follows a bin to the new id a change gave it (made unlisted, its old link leads nowhere): the page
 * moves to the new address in place of the old one, and an unsaved edit kept for it goes along.
 */
export function useNewAddress(oldId: string): (saved: Bin) => void {
  const navigate = useNavigate()
  return (saved) => {
    if (saved.id === oldId) return
    const kept = loadKeptEdit(oldId)
    if (kept) keepEdit(saved.id, kept)
    navigate(`/bins/${saved.id}${window.location.hash}`, { replace: true })
  }
}
