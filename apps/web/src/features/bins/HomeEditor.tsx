import LinkIcon from '@mui/icons-material/Link'
import SaveIcon from '@mui/icons-material/SaveOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { copyText } from '../../lib/copy-text.ts'
import { QueryProvider } from '../../lib/query-client.tsx'
import { useSingleFlight } from '../../lib/use-single-flight.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { reportError } from '../../stores/report-error.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { useSnackbars } from '../../stores/snackbar-store.ts'
import { useCreateBin } from './api/create-bin.ts'
import { BinFields } from './BinFields.tsx'
import type { BinDraft } from './bin-draft.ts'
import { binProblem } from './bin-limits.ts'
import { SAVE_HINT, SHARE_HINT } from './EditorHint.tsx'
import { EditorSkeleton } from './EditorSkeleton.tsx'
import { LazyBinEditor } from './LazyBinEditor.tsx'
import { MyBinsButton } from './MyBinsButton.tsx'
import { SharePanel } from './SharePanel.tsx'
import { SizeLimitHint } from './SizeLimitHint.tsx'
import { newSaveKey } from './save-key.ts'
import { shareLink } from './share-link.ts'
import { useComposer } from './use-composer.ts'
import { useSaveShortcut } from './use-save-shortcut.ts'

const LoginDialog = lazy(() =>
  import('../../components/auth/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })),
)

/** The home page's editing part: everything after the first screen, fetched as one chunk. */
export function HomeEditor() {
  return (
    <QueryProvider>
      <BinComposer />
    </QueryProvider>
  )
}

/**
 * Write a bin. A signed-in user saves it and goes to its page; a guest gets a share link that
 * carries the whole bin, and an offer to sign in. Ctrl/Cmd+S does whichever applies.
 */
function BinComposer() {
  const user = useAuth((s) => s.user)
  const wordWrap = useSettings((s) => s.settings.ecosystem.bin.wordWrap)
  const { draft, edit, forget, language, guessed, decoding, linkError } = useComposer()
  const create = useCreateBin()
  const mutate = useSingleFlight(create)
  // One key per text saved: saving it again (after an answer that never came) gives the same bin.
  const saveKey = useRef<string>(undefined)
  const hintId = useId()
  const navigate = useNavigate()
  const [link, setLink] = useState<string>()
  const [sharing, setSharing] = useState(false)
  const [loginOpen, setLoginOpen] = useState(false)
  const problem = binProblem(draft.title, draft.content)

  const change = (fields: Partial<BinDraft>) => {
    setLink(undefined)
    saveKey.current = undefined
    edit(fields)
  }

  const save = () => {
    if (decoding) return
    if (problem) return useSnackbars.getState().pushError(new Error(problem), problem)
    saveKey.current ??= newSaveKey()
    mutate(
      {
        title: draft.title,
        content: draft.content,
        language,
        visibility: draft.visibility,
        idempotencyKey: saveKey.current,
      },
      {
        onSuccess: (saved) => {
          forget()
          navigate(`/bins/${saved.id}`)
        },
        onError: (error) => reportError(error, 'Error saving bin'),
      },
    )
  }

  const share = async () => {
    if (sharing || decoding) return
    if (problem) return useSnackbars.getState().pushError(new Error(problem), problem)
    setSharing(true)
    try {
      const url = await shareLink({
        title: draft.title,
        content: draft.content,
        ...(draft.language === 'auto' ? {} : { language: draft.language }),
      })
      setLink(url)
      await copyText(url, 'Share link copied')
    } catch (error) {
      useSnackbars.getState().pushError(error, 'Could not make a share link')
    } finally {
      setSharing(false)
    }
  }

  useSaveShortcut(() => (user ? save() : void share()))

  return (
    <Stack spacing={2}>
      {linkError && (
        <Alert severity="error" role="alert">
          {linkError} The editor starts empty instead.
        </Alert>
      )}
      <BinFields
        title={draft.title}
        onTitleChange={(title) => change({ title })}
        language={draft.language}
        onLanguageChange={(chosen) => change({ language: chosen })}
        guessed={guessed}
        visibility={draft.visibility}
        onVisibilityChange={(visibility) => change({ visibility })}
        disabled={decoding}
      />
      {decoding ? (
        <EditorSkeleton label="Opening the share link" />
      ) : (
        <LazyBinEditor
          value={draft.content}
          onChange={(content) => change({ content })}
          language={language}
          wordWrap={wordWrap}
          label="Bin content"
          saveHint={user ? SAVE_HINT : SHARE_HINT}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {user ? (
          <Button
            variant="contained"
            onClick={save}
            disabled={create.isPending || decoding || problem !== undefined}
            aria-describedby={hintId}
            startIcon={
              create.isPending ? (
                <CircularProgress size={18} color="inherit" aria-label="Saving" />
              ) : (
                <SaveIcon />
              )
            }
          >
            Save
          </Button>
        ) : (
          <>
            <Button
              variant="contained"
              onClick={() => void share()}
              disabled={sharing || decoding || problem !== undefined}
              startIcon={
                sharing ? <CircularProgress size={18} color="inherit" aria-label="Packing" /> : <LinkIcon />
              }
            >
              Share link
            </Button>
            <Button onClick={() => setLoginOpen(true)}>Sign in to save</Button>
          </>
        )}
        <SizeLimitHint id={hintId} problem={problem} />
        <Box sx={{ flex: 1 }} />
        <MyBinsButton />
      </Stack>
      {!user && link && <SharePanel link={link} />}
      <Suspense fallback={null}>
        {loginOpen && !user && <LoginDialog open onClose={() => setLoginOpen(false)} />}
      </Suspense>
    </Stack>
  )
}
