import { useNavigate } from 'react-router'
import { useDeleteBinLater } from '../../../lib/bins/delete-bin.ts'

/**
 * Deletes a bin the way its page offers it: the user goes home at once, and Undo brings them back to
 * the bin.
 */
export function useDeleteBinWithUndo() {
  const navigate = useNavigate()
  const deleteBinLater = useDeleteBinLater()
  return (id: string) => {
    deleteBinLater(id, { onUndo: () => navigate(`/bins/${id}`) })
    navigate('/')
  }
}
