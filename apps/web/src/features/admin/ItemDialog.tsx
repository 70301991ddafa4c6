import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import type { AdminItem, ContentKind } from '@one/contract/content'
import { useId, useState } from 'react'
import { blankMetadata, fieldsOf, kindLabels, valueAt, withValue } from './admin-fields.ts'
import type { ItemBody } from './api/admin-content.ts'
import { ContentPreview } from './ContentPreview.tsx'
import { MetadataField } from './MetadataField.tsx'

type Props = {
  kind: ContentKind
  /** The item being edited; absent to create one. */
  item?: AdminItem
  busy: boolean
  onSave(body: ItemBody): void
  onCancel(): void
}

/** Create or edit one item: slug, title, published and its kind's metadata, with a live preview. */
export function ItemDialog({ kind, item, busy, onSave, onCancel }: Props) {
  const titleId = useId()
  const [slug, setSlug] = useState(item?.slug ?? '')
  const [title, setTitle] = useState(item?.title ?? '')
  const [published, setPublished] = useState(item?.published ?? false)
  const [metadata, setMetadata] = useState<Record<string, unknown>>(
    () => item?.metadata ?? structuredClone(blankMetadata[kind]),
  )
  const name = kindLabels[kind].one
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{item ? `Edit ${name}` : `New ${name}`}</DialogTitle>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          onSave({ slug, title, published, metadata })
        }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <ContentPreview kind={kind} slug={slug} title={title} metadata={metadata} />
          <TextField
            label="Slug"
            size="small"
            required
            disabled={busy}
            value={slug}
            helperText="Lower-case letters, digits and dashes; unique among the site's items of this kind."
            onChange={(e) => setSlug(e.target.value)}
          />
          <TextField
            label="Title"
            size="small"
            required
            disabled={busy}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <FormControlLabel
            control={
              <Switch checked={published} disabled={busy} onChange={(e) => setPublished(e.target.checked)} />
            }
            label="Published"
          />
          {fieldsOf[kind].map((field) => (
            <MetadataField
              key={field.path.join('.')}
              field={field}
              disabled={busy}
              value={valueAt(metadata, field.path)}
              onChange={(value) => setMetadata((current) => withValue(current, field.path, value))}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {item ? 'Save' : 'Create'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
