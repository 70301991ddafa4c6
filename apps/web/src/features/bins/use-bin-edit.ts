import { type Bin, type BinLanguage, oneLineTitle } from '@one/contract/bins'
import { HttpError } from '@one/contract/errors'
import { useState } from 'react'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useSnackbars } from '../../stores/snackbar-store.ts'
import { useUpdateBin } from './api/update-bin.ts'
import { binProblem } from './bin-limits.ts'
import { loadKeptEdit } from './kept-edit.ts'
import { useOpenEdit } from './open-edits.ts'
import { useFork } from './use-fork.ts'
import { useKeptEdit } from './use-kept-edit.ts'
import { useReportSaveError } from './use-report-save-error.ts'

type TextFields = { title: string; content: string; language: BinLanguage }

// Titles saved before titles were one line (docs/decisions/0010) are shown, and saved again, as one line.
const textOf = ({ title, content, language }: Pick<Bin, keyof TextFields>): TextFields => ({
  title: oneLineTitle(title),
  content,
  language,
})
const differs = (a: TextFields, b: TextFields) =>
  a.title !== b.title || a.content !== b.content || a.language !== b.language

/**
 * The owner's edit of a bin. The edit remembers the version it started from (`base`) and sends it
 * with the save, so a change made meanwhile elsewhere is refused (409) instead of overwritten; the
 * user then keeps editing, saves their text as a new bin, or loads the newer version. While nothing
 * is edited, a newer copy of the bin is taken over as it comes.
 *
 * An unsaved edit is kept for the tab (kept-edit.ts) and comes back when the bin's page opens again:
 * leaving it inside the app (a link, Back, a session that ended) loses nothing.
 */
export function useBinEdit(bin: Bin, refetch: () => Promise<{ data?: Bin }>) {
  const [kept] = useState(() => loadKeptEdit(bin.id))
  // A kept edit was made on its own version: saving it over a newer one is then a conflict (409).
  const [base, setBase] = useState(() => (kept ? { ...bin, version: kept.version } : bin))
  const [fields, setFields] = useState(() => (kept ? textOf(kept) : textOf(bin)))
  const [restored, setRestored] = useState(() => kept !== undefined && differs(textOf(kept), textOf(bin)))
  const update = useUpdateBin(bin.id)
  const mutate = useSingleFlight(update)
  const copy = useFork()
  const reportSaveError = useReportSaveError()
  // The server's message when a save was refused because the bin changed elsewhere.
  const [conflict, setConflict] = useState<string>()
  const dirty = differs(fields, textOf(base))
  if (bin !== base && !dirty) {
    setBase(bin)
    setFields(textOf(bin))
  }
  const dropKept = useKeptEdit(bin.id, dirty ? { version: base.version, ...fields } : undefined)

  const startOver = (from: Bin) => {
    setConflict(undefined)
    setRestored(false)
    setBase(from)
    setFields(textOf(from))
  }
  // A restore from the History replaces the edit, once its owner has been warned.
  useOpenEdit(bin.id, dirty, startOver)

  const loadNewer = async () => {
    const { data } = await refetch()
    if (data) startOver(data)
  }

  const saveCopy = () => {
    setConflict(undefined)
    // Once the text is a bin of its own, it is no longer an unsaved edit of this one.
    copy.fork({ ...fields, visibility: bin.visibility }, dropKept)
  }

  const save = () => {
    if (!dirty) return
    const problem = binProblem(fields.title, fields.content)
    if (problem) return useSnackbars.getState().pushError(new Error(problem), problem)
    mutate(
      { version: base.version, ...fields },
      {
        onSuccess: (saved) => {
          setRestored(false)
          setBase(saved)
        },
        onError: (error) => {
          if (error instanceof HttpError && error.status === 409) setConflict(error.message)
          else reportSaveError(error, 'Error saving bin')
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
    /** The page opened with an edit kept from before: it can be dropped for the saved bin. */
    restored: restored && dirty ? { onDiscard: () => startOver(bin) } : undefined,
    conflict: conflict && {
      message: conflict,
      busy: copy.forking,
      onKeepEditing: () => setConflict(undefined),
      onSaveCopy: saveCopy,
      onLoadNewer: () => void loadNewer(),
    },
  }
}
