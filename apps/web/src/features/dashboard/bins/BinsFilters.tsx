import SearchIcon from '@mui/icons-material/Search'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { BinSort } from '@one/contract/bin-pages'
import { BIN_SEARCH_MAX, type BinVisibility } from '@one/contract/bins'

export type Shown = 'all' | BinVisibility

const shownLabels: Record<Shown, string> = {
  all: 'All bins',
  public: 'Public',
  private: 'Private',
  unlisted: 'Unlisted',
}
const sortLabels: Record<BinSort, string> = {
  updated: 'Last updated',
  created: 'Newest created',
  title: 'Title (A to Z)',
}

type Props = {
  search: string
  shown: Shown
  sort: BinSort
  onSearch(text: string): void
  onShow(shown: Shown): void
  onSort(sort: BinSort): void
}

/** What the list holds: a search by title, public or private only, and its order. */
export function BinsFilters({ search, shown, sort, onSearch, onShow, onSort }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Search bins"
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder="Title"
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
        onChange={(event) => onSort(event.target.value as BinSort)}
        sx={{ minWidth: 170 }}
      >
        {Object.entries(sortLabels).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  )
}
