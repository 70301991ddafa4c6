import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { AdminItem, ContentKind } from '@one/contract/content'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { Time } from '../../components/Time.tsx'
import { useContent } from '../../stores/content-store.ts'
import { reportError } from '../../stores/report-error.ts'
import { useSnackbars } from '../../stores/snackbar-store.ts'
import { kindLabels } from './admin-fields.ts'
import {
  adminKeys,
  createItem,
  type ItemBody,
  isChangedMeanwhile,
  itemsQuery,
  readItem,
  removeItem,
  updateItem,
} from './api/admin-content.ts'
import { type Conflict, ItemDialog } from './ItemDialog.tsx'

type Editing = { item?: AdminItem } | null

/** One kind's items: published or not, with create, edit, publish toggle and delete. */
export function ContentTable({ kind }: { kind: ContentKind }) {
  const client = useQueryClient()
  const items = useQuery(itemsQuery(kind))
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<AdminItem | null>(null)
  const { plural, one } = kindLabels[kind]
  const changed = async () => {
    await client.invalidateQueries({ queryKey: adminKeys.all })
    // The admin sees their change on the site at once.
    void useContent.getState().reload(kind)
  }

  const [conflict, setConflict] = useState<Conflict | null>(null)
  const closeEditor = () => {
    setEditing(null)
    setConflict(null)
  }
  // A toggle or deletion of a version someone else replaced: say so, and show theirs.
  const refusedAsStale = async (error: unknown, slug: string, fallback: string) => {
    if (!isChangedMeanwhile(error)) return reportError(error, fallback)
    useSnackbars
      .getState()
      .push(`Someone else changed the ${one} "${slug}" meanwhile: the list now shows their version.`, 'error')
    await client.invalidateQueries({ queryKey: adminKeys.list(kind) })
  }

  const save = useMutation({
    mutationFn: ({ body, etag }: { body: ItemBody; etag?: string }) => {
      const item = editing?.item
      return item ? updateItem(kind, item.slug, etag ?? item.etag, body) : createItem(kind, body)
    },
    onSuccess: async (item) => {
      useSnackbars.getState().push(`Saved the ${one} "${item.slug}".`, 'success')
      closeEditor()
      await changed()
    },
    // The form stays open with what was typed; the dialog tells what happened.
    onError: (error) =>
      isChangedMeanwhile(error) ? setConflict({}) : reportError(error, `Error saving the ${one}`),
  })
  const reload = useMutation({
    mutationFn: (slug: string) => readItem(kind, slug),
    onSuccess: (latest) => setConflict({ latest }),
    onError: (error) => reportError(error, `Error loading the ${one}: it may have been deleted or renamed`),
  })
  const publish = useMutation({
    mutationFn: ({ item, published }: { item: AdminItem; published: boolean }) =>
      updateItem(kind, item.slug, item.etag, { published }),
    onSuccess: changed,
    onError: (error, { item }) => refusedAsStale(error, item.slug, `Error publishing the ${one}`),
  })
  const remove = useMutation({
    mutationFn: (item: AdminItem) => removeItem(kind, item.slug, item.etag),
    onSuccess: async () => {
      setDeleting(null)
      await changed()
    },
    onError: async (error, item) => {
      setDeleting(null)
      await refusedAsStale(error, item.slug, `Error deleting the ${one}`)
    },
  })

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {plural}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
          New {one}
        </Button>
      </Box>
      {items.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={`Loading ${plural.toLowerCase()}`} />
        </Box>
      ) : items.isError ? (
        <RetryAlert
          message={items.error.message || 'Error fetching the items'}
          onRetry={() => void items.refetch()}
        />
      ) : items.data.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          No {plural.toLowerCase()} yet.
        </Typography>
      ) : (
        <Table size="small" aria-label={plural}>
          <TableHead>
            <TableRow>
              <TableCell>Slug</TableCell>
              <TableCell>Title</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Published</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.data.map((item) => (
              <TableRow key={item.slug}>
                <TableCell>{item.slug}</TableCell>
                <TableCell>{item.title}</TableCell>
                <TableCell>
                  <Time value={item.created_at} />
                </TableCell>
                <TableCell>
                  <Switch
                    checked={item.published}
                    disabled={publish.isPending}
                    slotProps={{ input: { 'aria-label': `Published: ${item.slug}` } }}
                    onChange={(e) => publish.mutate({ item, published: e.target.checked })}
                  />
                </TableCell>
                <TableCell align="right">
                  <IconButton aria-label={`Edit ${item.slug}`} onClick={() => setEditing({ item })}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={`Delete ${item.slug}`} onClick={() => setDeleting(item)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <ItemDialog
          kind={kind}
          item={editing.item}
          busy={save.isPending}
          conflict={conflict}
          reloading={reload.isPending}
          onSave={(body, etag) => save.mutate({ body, etag })}
          onReload={() => editing.item && reload.mutate(editing.item.slug)}
          onCancel={closeEditor}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${one}?`}
        text={`"${deleting?.slug ?? ''}" is removed from every site at once. This cannot be undone.`}
        confirm="Delete"
        busy={remove.isPending && 'Deleting…'}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  )
}
