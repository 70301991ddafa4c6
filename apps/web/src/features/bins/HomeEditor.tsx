import LinkIcon from '@mui/icons-material/Link'
import SaveIcon from '@mui/icons-material/SaveOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { copyText } from '../../lib/copy-text.ts'
import { loadWithReload } from '../../lib/lazy-reload.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useSettings } from '../../stores/settings-store.ts'
import { useSnackbars } from '../../stores/snackbar-store.ts'
import type { BinEditorProps } from './BinEditor.tsx'
import { BinFields } from './BinFields.tsx'
import type { BinDraft } from './bin-draft.ts'
import { binProblem } from './bin-limits.ts'
import { CodeField } from './CodeField.tsx'
import { loadBinEditor } from './code-mirror.ts'
import { EditorHint, SAVE_HINT, SHARE_HINT } from './EditorHint.tsx'
import { EditorSkeleton } from './EditorSkeleton.tsx'
import { loadLanguage } from './editor-languages.ts'
import { MyBinsButton } from './MyBinsButton.tsx'
import type { SaveChoices } from './options/SaveOptions.tsx'
import { SizeLimitHint } from './SizeLimitHint.tsx'
import { newSaveKey } from './save-key.ts'
import type { TakenOver } from './use-code-editor.ts'
import { useComposer } from './use-composer.ts'
import { useReportSaveError } from './use-report-save-error.ts'
import { useSaveShortcut } from './use-save-shortcut.ts'

const LoginDialog = lazy(() =>
  import('../../components/auth/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })),
)
const SaveOptions = lazy(() => import('./options/SaveOptions.tsx').then((m) => ({ default: m.SaveOptions })))
const SharePanel = lazy(() => import('./SharePanel.tsx').then((m) => ({ default: m.SharePanel })))
// Should CodeMirror not arrive (offline), the plain field stays and keeps working.
const NoEditor = (_props: BinEditorProps): ReactNode => null
const BinEditor = lazy<(props: BinEditorProps) => ReactNode>(() =>
  loadWithReload(loadBinEditor).then(
    (m) => ({ default: m.BinEditor }),
    () => ({ default: NoEditor }),
  ),
)

/**
 * Write a bin. A signed-in user saves it and goes to its page; a guest gets a share link that
 * carries the whole bin, and an offer to sign in. Ctrl/Cmd+S does whichever applies. The text is a
 * plain field drawn as the editor until the visitor reaches for it: CodeMirror is fetched then and
 * takes the field's place, its text, selection and scroll position.
 */
export function HomeEditor() {
  // The prerendered page is drawn for a guest with the default settings, which is what the stores
  // give a render that hydrates (their first state); a user or settings of another kind are drawn
  // right after. A guest's page with the default settings is not drawn again: drawing the whole
  // editor once more at the end of hydration was one long task (docs/decisions/0017).
  const user = useAuth((s) => s.user)
  const wordWrap = useSettings((s) => s.settings.ecosystem.bin.wordWrap)
  const { draft, edit, forget, language, guessed, decoding, linkError } = useComposer()
  // One key per text saved: saving it again (after an answer that never came) gives the same bin.
  const saveKey = useRef<string>(undefined)
  // A second click of a double click comes before React has drawn the first one's pending state.
  const saving = useRef(false)
  const [pending, setPending] = useState(false)
  const hintId = useId()
  const navigate = useNavigate()
  const reportSaveError = useReportSaveError()
  const [link, setLink] = useState<string>()
  const [sharing, setSharing] = useState(false)
  const [loginOpen, setLoginOpen] = useState(false)
  const [editorWanted, setEditorWanted] = useState(false)
  const [editorReady, setEditorReady] = useState(false)
  const [choices, setChoices] = useState<SaveChoices>({ expires: 'never', burn: false })
  const field = useRef<HTMLTextAreaElement>(null)
  const problem = binProblem(draft.title, draft.content)
  const saveHint = user ? SAVE_HINT : SHARE_HINT

  const change = (fields: Partial<BinDraft>) => {
    setLink(undefined)
    saveKey.current = undefined
    edit(fields)
  }

  const wantEditor = () => {
    if (editorWanted) return
    setEditorWanted(true)
    loadLanguage(language).catch(() => {})
  }

  const takeOver = (): TakenOver | undefined => {
    const text = field.current
    if (!text) return undefined
    const backward = text.selectionDirection === 'backward'
    return {
      text: text.value,
      anchor: backward ? text.selectionEnd : text.selectionStart,
      head: backward ? text.selectionStart : text.selectionEnd,
      scrollTop: text.scrollTop,
      scrollLeft: text.scrollLeft,
      focused: document.activeElement === text,
    }
  }

  const save = async () => {
    if (decoding || saving.current) return
    if (problem) return useSnackbars.getState().pushError(new Error(problem), problem)
    saving.current = true
    setPending(true)
    saveKey.current ??= newSaveKey()
    try {
      const { saveNewBin } = await import('./api/save-new-bin.ts')
      const saved = await saveNewBin({
        title: draft.title,
        content: draft.content,
        language,
        visibility: draft.visibility,
        ...choices,
        idempotencyKey: saveKey.current,
      })
      forget()
      navigate(`/bins/${saved.id}`)
    } catch (error) {
      reportSaveError(error, 'Error saving bin')
    } finally {
      saving.current = false
      setPending(false)
    }
  }

  const share = async () => {
    if (sharing || decoding) return
    if (problem) return useSnackbars.getState().pushError(new Error(problem), problem)
    setSharing(true)
    try {
      const { shareLink } = await import('./share-link.ts')
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

  useSaveShortcut(() => void (user ? save() : share()))

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {linkError && (
        <Box
          role="alert"
          sx={{ px: 2, py: 1.5, borderRadius: 1, border: 1, borderColor: 'error.main', color: 'error.main' }}
        >
          {linkError} The editor starts empty instead.
        </Box>
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
        <Box>
          {!editorReady && (
            <>
              <CodeField
                fieldRef={field}
                value={draft.content}
                onChange={(content) => change({ content })}
                onIntent={wantEditor}
                label="Bin content"
                wordWrap={wordWrap}
              />
              <EditorHint saveHint={saveHint} />
            </>
          )}
          {editorWanted && (
            <Suspense fallback={null}>
              <BinEditor
                value={draft.content}
                onChange={(content) => change({ content })}
                language={language}
                wordWrap={wordWrap}
                label="Bin content"
                saveHint={saveHint}
                takeOver={takeOver}
                onReady={() => setEditorReady(true)}
              />
            </Suspense>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {user ? (
          <>
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={pending || decoding || problem !== undefined}
              aria-describedby={hintId}
              startIcon={
                pending ? <CircularProgress size={18} color="inherit" aria-label="Saving" /> : <SaveIcon />
              }
            >
              Save
            </Button>
            <Suspense fallback={null}>
              <SaveOptions
                value={choices}
                onChange={(chosen) => {
                  saveKey.current = undefined
                  setChoices(chosen)
                }}
                disabled={pending}
              />
            </Suspense>
          </>
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
      </Box>
      <Suspense fallback={null}>{!user && link && <SharePanel link={link} />}</Suspense>
      <Suspense fallback={null}>
        {loginOpen && !user && <LoginDialog open onClose={() => setLoginOpen(false)} />}
      </Suspense>
    </Box>
  )
}
