import type { Bin } from '@one/contract/bins'
import { useEffect, useRef } from 'react'

type OpenEdit = { dirty(): boolean; replace(bin: Bin): void }

// The owner's edit lives in the editor's state, below the actions that act on the whole bin. A restore
// from the History asks here whether an edit is unsaved (to warn that it will be replaced) and replaces
// it: while an edit is unsaved, a newer bin does not replace it by itself (use-bin-edit.ts).
const open = new Map<string, OpenEdit>()

/** Makes the edit of bin `id` known while its editor is on screen. */
export function useOpenEdit(id: string, dirty: boolean, replace: (bin: Bin) => void): void {
  const latest = useRef({ dirty, replace })
  latest.current = { dirty, replace }
  useEffect(() => {
    const edit: OpenEdit = {
      dirty: () => latest.current.dirty,
      replace: (bin) => latest.current.replace(bin),
    }
    open.set(id, edit)
    return () => {
      if (open.get(id) === edit) open.delete(id)
    }
  }, [id])
}

/** Whether the editor of bin `id` holds changes not saved yet. */
export function hasUnsavedEdit(id: string): boolean {
  return open.get(id)?.dirty() ?? false
}

/** Puts `bin` in its editor, over any unsaved edit. */
export function replaceOpenEdit(bin: Bin): void {
  open.get(bin.id)?.replace(bin)
}
