import Typography from '@mui/material/Typography'

export const SAVE_HINT = 'Ctrl+S (⌘S) saves.'
export const SHARE_HINT = 'Ctrl+S (⌘S) makes a share link.'

/** Under an editable editor: how to leave it with the keyboard, and what Ctrl/Cmd+S does there. */
export function EditorHint({ saveHint = '' }: { saveHint?: string | undefined }) {
  return (
    <Typography variant="caption" color="text.secondary">
      Tab indents; press Esc then Tab to move on. {saveHint}
    </Typography>
  )
}
