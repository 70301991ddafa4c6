import SaveIcon from '@mui/icons-material/SaveOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import type { Bin } from '@one/contract/bins'
import { lazy, Suspense, useId } from 'react'
import { codeSentWithThePage } from '../../lib/bins/sent-code.ts'
import { reportError } from '../../stores/report-error.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { useUpdateBin } from './api/update-bin.ts'
import { BinActions } from './BinActions.tsx'
import { BinCode } from './BinCode.tsx'
import { BinFields } from './BinFields.tsx'
import { BinHeader } from './BinHeader.tsx'
import { BinOwnerActions } from './BinOwnerActions.tsx'
import { ConflictDialog } from './ConflictDialog.tsx'
import { SAVE_HINT } from './EditorHint.tsx'
import { LazyBinEditor } from './LazyBinEditor.tsx'
import { SizeLimitHint } from './SizeLimitHint.tsx'
import { useBinEdit } from './use-bin-edit.ts'
import { useNewAddress } from './use-new-address.ts'
import { useSaveShortcut } from './use-save-shortcut.ts'
import { useUnsavedGuard } from './use-unsaved-guard.ts'

const BinNotes = lazy(() => import('./options/BinNotes.tsx').then((m) => ({ default: m.BinNotes })))
const BinOptions = lazy(() => import('./options/BinOptions.tsx').then((m) => ({ default: m.BinOptions })))

type Props = { bin: Bin; refetch(): Promise<{ data?: Bin }> }

/** A bin as its page shows it: read-only for others and guests, editable for its owner. */
export function BinView({ bin, refetch }: Props) {
  return bin.mine ? <OwnedBin bin={bin} refetch={refetch} /> : <SharedBin bin={bin} />
}

function SharedBin({ bin }: { bin: Bin }) {
  const wordWrap = useSettings((s) => s.settings.ecosystem.bin.wordWrap)
  // The server's colours are the dark theme's; a reader in another theme gets the app's own view.
  const dark = useTheme().palette.mode === 'dark'
  const sent = dark ? codeSentWithThePage(bin.id, bin.version) : undefined
  return (
    <Stack spacing={2}>
      <BinHeader bin={bin} />
      <BinActions bin={bin} />
      <Suspense fallback={null}>{(bin.expiresAt || bin.burn) && <BinNotes bin={bin} />}</Suspense>
      {sent ? (
        <div
          className="bin-code"
          data-wrap={wordWrap ? '' : undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's escaped markup of this very bin version, read back from the page as it arrived
          dangerouslySetInnerHTML={{ __html: sent }}
        />
      ) : (
        <BinCode value={bin.content} language={bin.language} wordWrap={wordWrap} label="Bin content" />
      )}
    </Stack>
  )
}

function OwnedBin({ bin, refetch }: Props) {
  const wordWrap = useSettings((s) => s.settings.ecosystem.bin.wordWrap)
  const edit = useBinEdit(bin, refetch)
  const update = useUpdateBin(bin.id)
  const moveTo = useNewAddress(bin.id)
  const hintId = useId()
  useSaveShortcut(edit.save)
  useUnsavedGuard(edit.dirty)
  const { fields } = edit
  return (
    <Stack spacing={2}>
      <BinHeader bin={bin} actions={<BinOwnerActions bin={bin} />} />
      <BinActions bin={bin} />
      <Suspense fallback={null}>{(bin.expiresAt || bin.burn) && <BinNotes bin={bin} />}</Suspense>
      {edit.restored && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={edit.restored.onDiscard}>
              Discard
            </Button>
          }
        >
          Your unsaved changes to this bin are back in the editor.
        </Alert>
      )}
      <BinFields
        title={fields.title}
        onTitleChange={(title) => edit.change({ title })}
        language={fields.language}
        onLanguageChange={(language) => language !== 'auto' && edit.change({ language })}
        visibility={bin.visibility}
        onVisibilityChange={(visibility) =>
          update.mutate(
            { visibility },
            { onSuccess: moveTo, onError: (error) => reportError(error, 'Error changing visibility') },
          )
        }
      />
      <Suspense fallback={null}>
        <BinOptions bin={bin} />
      </Suspense>
      <LazyBinEditor
        value={fields.content}
        onChange={(content) => edit.change({ content })}
        language={fields.language}
        wordWrap={wordWrap}
        label="Bin content"
        saveHint={SAVE_HINT}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          onClick={edit.save}
          disabled={!edit.dirty || edit.saving || edit.problem !== undefined}
          aria-describedby={hintId}
          startIcon={
            edit.saving ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : <SaveIcon />
          }
        >
          Save
        </Button>
        {edit.dirty && !edit.saving && (
          <span role="status" style={{ opacity: 0.7 }}>
            Unsaved changes
          </span>
        )}
        <SizeLimitHint id={hintId} problem={edit.problem} />
      </Stack>
      {edit.conflict && <ConflictDialog {...edit.conflict} />}
    </Stack>
  )
}
