/** The charts side by side on a wide screen, one above the other on a narrow one (the skeleton's too). */
export const chartGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
} as const
