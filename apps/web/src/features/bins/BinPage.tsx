import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router'

export function BinPage() {
  const { id } = useParams()
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1">
        Bin {id}
      </Typography>
    </Container>
  )
}
