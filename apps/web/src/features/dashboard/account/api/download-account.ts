import { accountEndpoints, exportFileName } from '@one/contract/account'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../../lib/http.ts'
import { saveFile } from '../save-file.ts'

/** "Download my data": the export, saved as the file the server names for its day. */
export async function downloadAccount(): Promise<void> {
  const data = await http.call(accountEndpoints.export)
  saveFile(exportFileName(data.exportedAt.slice(0, 10)), JSON.stringify(data, null, 2), 'application/json')
}

export function useDownloadAccount() {
  return useMutation({ mutationFn: downloadAccount })
}
