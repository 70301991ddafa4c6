import SearchIcon from '@mui/icons-material/Search'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { BinSearchSort } from '@one/contract/bin-search'
import { BIN_SEARCH_MAX, type BinVisibility } from '@one/contract/bins'

export type Shown = 'all' | BinVisibility

const shownLabels: Record<Shown, string> = {
  all: 'All bins',
  public: 'Public',
  private: 'Private',
  unlisted: 'Unlisted',
}
const sortLabels: Record<BinSearchSort, string> = {
  relevance: 'Best match',
  updated: 'Last updated',
  created: 'Newest created',
  title: 'Title (A to Z)',
}

type Props = {
  search: string
  /** Words are searched for: the order may be by relevance. */
  searching: boolean
  shown: Shown
  sort: BinSearchSort
  onSearch(text: string): void
  onShow(shown: Shown): void
  onSort(sort: BinSearchSort): void
}

/** What the list holds: a search by word, public, private or unlisted only, and its order. */
export function BinsFilters({ search, searching, shown, sort, onSearch, onShow, onSort }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Search bins"
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder="Words in titles and texts"
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { maxLength: BIN_SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Show"
        size="small"
        value={shown}
        onChange={(event) => onShow(event.target.value as Shown)}
        sx={{ minWidth: 140 }}
      >
        {Object.entries(shownLabels).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sort by"
        size="small"
        value={sort}
        onChange={(event) => onSort(event.target.value as BinSearchSort)}
        sx={{ minWidth: 170 }}
      >
        {Object.entries(sortLabels).map(([value, label]) => (
          <MenuItem
            key={value}
            value={value}
            sx={value === 'relevance' && !searching ? { display: 'none' } : {}}
          >
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  )
}
