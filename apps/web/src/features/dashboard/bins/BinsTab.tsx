import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { BinSearchSort } from '@one/contract/bin-search'
import { useState } from 'react'
import { NoBins } from '../../../components/bins/NoBins.tsx'
import { RetryAlert } from '../../../components/RetryAlert.tsx'
import { QueryProvider } from '../../../lib/query-client.tsx'
import { type BinsSearchView, useBinSearch } from './api/search-bins.ts'
import { BinsFilters, type Shown } from './BinsFilters.tsx'
import { BinsSelection } from './BinsSelection.tsx'
import { BinsStorage } from './BinsStorage.tsx'
import { BinsTabRow } from './BinsTabRow.tsx'
import { BinsTabSkeleton } from './BinsTabSkeleton.tsx'
import { useDebounced } from './use-debounced.ts'

const SEARCH_PAUSE_MS = 300

/**
 * The dashboard's Bins tab (docs/decisions/0020): all of the user's bins, searched by word in titles and
 * texts (docs/decisions/0024: ranked, each with its matching line), filtered and sorted.
 */
export function BinsTab() {
  return (
    <QueryProvider>
      <BinsBrowser />
    </QueryProvider>
  )
}

function BinsBrowser() {
  const [search, setSearch] = useState('')
  const [shown, setShown] = useState<Shown>('all')
  const [sort, setSort] = useState<BinSearchSort>('relevance')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const q = useDebounced(search.trim(), SEARCH_PAUSE_MS)
  // Relevance is the order of a search; without words the newest changed come first.
  const sorted = !q && sort === 'relevance' ? 'updated' : sort
  const view: BinsSearchView = {
    sort: sorted,
    ...(q ? { q } : {}),
    ...(shown === 'all' ? {} : { visibility: shown }),
  }
  const query = useBinSearch(view)
  const rows = query.data?.pages.flatMap((page) => page.bins) ?? []
  const chosen = rows.filter((bin) => selected.has(bin.id)).map((bin) => bin.id)

  const select = (id: string, on: boolean) =>
    setSelected((before) => {
      const after = new Set(before)
      if (on) after.add(id)
      else after.delete(id)
      return after
    })
  const clearSearch = () => {
    setSearch('')
    setShown('all')
  }

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <BinsStorage listedAt={query.dataUpdatedAt} />
      <BinsFilters
        search={search}
        searching={q !== ''}
        shown={shown}
        sort={sorted}
        onSearch={setSearch}
        onShow={setShown}
        onSort={setSort}
      />
      {query.isPending ? (
        <BinsTabSkeleton />
      ) : query.isError && rows.length === 0 ? (
        <RetryAlert
          message={query.error.message || 'Error fetching bins'}
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        q || shown !== 'all' ? (
          <Stack sx={{ alignItems: 'center', py: 6, gap: 1 }}>
            <Typography>{q ? `No bins match “${q}”` : 'No bins match'}</Typography>
            <Button variant="outlined" onClick={clearSearch}>
              Show all bins
            </Button>
          </Stack>
        ) : (
          <NoBins text="No bins yet" />
        )
      ) : (
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <BinsSelection
            selected={chosen}
            shown={rows.length}
            onSelectAll={(all) => setSelected(new Set(all ? rows.map((bin) => bin.id) : []))}
            onDeleted={() => setSelected(new Set())}
          />
          <LinearProgress
            aria-hidden
            sx={{ visibility: query.isFetching && !query.isFetchingNextPage ? 'visible' : 'hidden' }}
          />
          <List aria-label="Your bins" aria-busy={query.isPlaceholderData} sx={{ py: 0 }}>
            {rows.map((bin) => (
              <BinsTabRow
                key={bin.id}
                bin={bin}
                selected={selected.has(bin.id)}
                onSelect={(on) => select(bin.id, on)}
              />
            ))}
          </List>
          {query.isFetchNextPageError ? (
            <RetryAlert
              message={query.error?.message || 'Error fetching more bins'}
              onRetry={() => void query.fetchNextPage()}
            />
          ) : (
            query.hasNextPage && (
              <Button
                sx={{ alignSelf: 'center' }}
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                startIcon={
                  query.isFetchingNextPage ? (
                    <CircularProgress size={16} aria-label="Loading more" />
                  ) : undefined
                }
              >
                Load more
              </Button>
            )
          )}
        </Stack>
      )}
    </Stack>
  )
}
