import type { Bin, BinLanguage } from '@one/contract/bins'
import { HttpError } from '@one/contract/errors'
import { useState } from 'react'
import { useSnackbars } from '../../stores/snackbar-store.ts'
import { useUpdateBin } from './api/update-bin.ts'
import { binProblem } from './bin-limits.ts'
import { useFork } from './use-fork.ts'

type TextFields = { title: string; content: string; language: BinLanguage }

const textOf = ({ title, content, language }: Bin): TextFields => ({ title, content, language })
const differs = (a: TextFields, b: TextFields) =>
  a.title !== b.title || a.content !== b.content || a.language !== b.language

/**
 * The owner's edit of a bin. The edit remembers the version it started from (`base`) and sends it
 * with the save, so a change made meanwhile elsewhere is refused (409) instead of overwritten; the
 * user then keeps editing, saves their text as a new bin, or loads the newer version. While nothing
 * is edited, a newer copy of the bin is taken over as it comes.
 */
export function useBinEdit(bin: Bin, refetch: () => Promise<{ data?: Bin }>) {
  const [base, setBase] = useState(bin)
  const [fields, setFields] = useState(() => textOf(bin))
  const update = useUpdateBin(bin.id)
  const copy = useFork()
  // The server's message when a save was refused because the bin changed elsewhere.
  const [conflict, setConflict] = useState<string>()
  const dirty = differs(fields, textOf(base))
  if (bin !== base && !dirty) {
    setBase(bin)
    setFields(textOf(bin))
  }

  const loadNewer = async () => {
    const { data } = await refetch()
    if (!data) return
    setConflict(undefined)
    setBase(data)
    setFields(textOf(data))
  }

  const saveCopy = () => {
    setConflict(undefined)
    copy.fork({ ...fields, visibility: bin.visibility })
  }

  const save = () => {
    if (update.isPending || !dirty) return
    const problem = binProblem(fields.title, fields.content)
    if (problem) return useSnackbars.getState().pushError(new Error(problem), problem)
    update.mutate(
      { version: base.version, ...fields },
      {
        onSuccess: (saved) => setBase(saved),
        onError: (error) => {
          if (error instanceof HttpError && error.status === 409) setConflict(error.message)
          else useSnackbars.getState().pushError(error, 'Error saving bin')
        },
      },
    )
  }

  return {
    fields,
    change: (change: Partial<TextFields>) => setFields((current) => ({ ...current, ...change })),
    dirty,
    saving: update.isPending,
    save,
    problem: binProblem(fields.title, fields.content),
    conflict: conflict && {
      message: conflict,
      busy: copy.forking,
      onKeepEditing: () => setConflict(undefined),
      onSaveCopy: saveCopy,
      onLoadNewer: () => void loadNewer(),
    },
  }
}
