import Container from '@mui/material/Container'
import { HttpError } from '@one/contract/errors'
import { useParams } from 'react-router'
import { NotFoundPage } from '../../components/NotFoundPage.tsx'
import { RetryAlert } from '../../components/RetryAlert.tsx'
import { QueryProvider } from '../../lib/query-client.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useBin } from './api/get-bin.ts'
import { BinView } from './BinView.tsx'
import { EditorSkeleton } from './EditorSkeleton.tsx'

/** The bin page drawn by the app: its owner's editor, and any bin the server did not send with the page. */
export function BinScreen() {
  const { id = '' } = useParams()
  return (
    <QueryProvider>
      <BinScreenFor key={id} id={id} />
    </QueryProvider>
  )
}

/** Spec section 2: `/bins/{id}`. An unknown bin, or someone else's private one, is "Page not found". */
function BinScreenFor({ id }: { id: string }) {
  const query = useBin(id)
  const notFound = query.error instanceof HttpError && query.error.status === 404
  // Set here for every state, not by the pages inside: a parent's effect runs after its child's.
  useDocumentTitle(
    notFound
      ? 'Page not found'
      : query.data
        ? query.data.title || 'Untitled'
        : query.error
          ? 'Bin'
          : 'Loading bin',
  )
  if (notFound) return <NotFoundPage />
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {query.data ? (
        <BinView bin={query.data} refetch={query.refetch} />
      ) : query.error ? (
        <RetryAlert
          message={query.error.message || 'Error fetching bin'}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <EditorSkeleton label="Loading the bin" />
      )}
    </Container>
  )
}
