import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
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
import { blankMetadata, changedFields, fieldsOf, kindLabels, valueAt, withValue } from './admin-fields.ts'
import type { ItemBody } from './api/admin-content.ts'
import { ContentPreview } from './ContentPreview.tsx'
import { MetadataField } from './MetadataField.tsx'

/** A save refused because someone else changed the item since it was opened (412). */
export type Conflict = {
  /** Their version, once the admin loaded it: what a save now replaces. */
  latest?: AdminItem
}

type Props = {
  kind: ContentKind
  /** The item being edited; absent to create one. */
  item?: AdminItem
  busy: boolean
  conflict?: Conflict | null
  reloading?: boolean
  /** Saves the form over the version `etag` names (an edit), or as a new item. */
  onSave(body: ItemBody, etag: string | undefined): void
  /** Loads their version after a conflict, keeping the form as it is. */
  onReload?(): void
  onCancel(): void
}

/**
 * Create or edit one item: slug, title, published and its kind's metadata, with a live preview.
 * When someone else saved the item meanwhile, the form keeps what the admin typed and says so.
 */
export function ItemDialog({
  kind,
  item,
  busy,
  conflict,
  reloading = false,
  onSave,
  onReload,
  onCancel,
}: Props) {
  const titleId = useId()
  const [slug, setSlug] = useState(item?.slug ?? '')
  const [title, setTitle] = useState(item?.title ?? '')
  const [published, setPublished] = useState(item?.published ?? false)
  const [metadata, setMetadata] = useState<Record<string, unknown>>(
    () => item?.metadata ?? structuredClone(blankMetadata[kind]),
  )
  const name = kindLabels[kind].one
  // What a save is made on: the version opened, or theirs once loaded after a conflict.
  const base = conflict?.latest ?? item
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{item ? `Edit ${name}` : `New ${name}`}</DialogTitle>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          onSave({ slug, title, published, metadata }, base?.etag)
        }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {conflict && !conflict.latest && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" loading={reloading} onClick={onReload}>
                  Load their version
                </Button>
              }
            >
              <AlertTitle>Someone else changed this {name}</AlertTitle>
              They saved it after you opened it, so your changes were not saved. What you typed is still here:
              load their version to compare, and your form stays as it is.
            </Alert>
          )}
          {conflict?.latest && (
            <Alert severity="info">
              <AlertTitle>Their version is loaded</AlertTitle>
              {describeDifference(changedFields(kind, conflict.latest, { slug, title, published, metadata }))}{' '}
              Save to replace their version with yours, or cancel to keep theirs.
            </Alert>
          )}
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

function describeDifference(fields: string[]): string {
  if (fields.length === 0) return 'It is the same as what you typed.'
  return `What you typed differs from it in: ${fields.join(', ')}.`
}
