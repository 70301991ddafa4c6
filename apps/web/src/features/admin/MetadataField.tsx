import UploadIcon from '@mui/icons-material/UploadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { siteIds } from '@one/contract/content'
import { useId, useState } from 'react'
import { reportError } from '../../stores/report-error.ts'
import type { Field } from './admin-fields.ts'
import { uploadImage } from './api/admin-content.ts'

type Props = { field: Field; value: unknown; onChange(value: unknown): void; disabled?: boolean }

/** One metadata field of the console's form, as its type asks. */
export function MetadataField({ field, value, onChange, disabled }: Props) {
  const inputId = useId()
  const [uploading, setUploading] = useState(false)
  switch (field.type) {
    case 'boolean':
      return (
        <FormControlLabel
          control={
            <Switch
              checked={value === true}
              disabled={disabled}
              onChange={(e) => onChange(e.target.checked)}
            />
          }
          label={field.label}
        />
      )
    case 'number':
      return (
        <TextField
          label={field.label}
          type="number"
          size="small"
          disabled={disabled}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      )
    case 'sites':
      return (
        <TextField
          select
          label={field.label}
          size="small"
          disabled={disabled}
          value={(value as string[]) ?? []}
          slotProps={{ select: { multiple: true } }}
          onChange={(e) => onChange(e.target.value as unknown as string[])}
        >
          {siteIds.map((site) => (
            <MenuItem key={site} value={site}>
              {site === '*' ? '* (every site)' : site === 'server' ? 'server (always shown)' : site}
            </MenuItem>
          ))}
        </TextField>
      )
    case 'image': {
      const url = (value as { url: string } | null)?.url ?? ''
      const upload = async (file: File | undefined) => {
        if (!file) return
        setUploading(true)
        try {
          onChange({ url: await uploadImage(file) })
        } catch (error) {
          reportError(error, 'Error uploading the image')
        } finally {
          setUploading(false)
        }
      }
      return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label={field.label}
            size="small"
            sx={{ flex: 1 }}
            disabled={disabled}
            value={url}
            placeholder="https://… or upload"
            onChange={(e) => onChange(e.target.value ? { url: e.target.value } : null)}
          />
          <Button
            component="label"
            htmlFor={inputId}
            startIcon={<UploadIcon />}
            loading={uploading}
            disabled={disabled}
          >
            Upload
            <input
              id={inputId}
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </Button>
        </Box>
      )
    }
    default:
      return (
        <TextField
          label={field.label}
          size="small"
          multiline={field.type === 'multiline'}
          minRows={field.type === 'multiline' ? 2 : undefined}
          disabled={disabled}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }
}
