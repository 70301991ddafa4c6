import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import UncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import { alpha } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import type { PlanInterval, PlanType } from '@one/contract/membership'
import type { PlanChoice } from './plan-rules.ts'
import { planPriceLabel } from './subscription-format.ts'

const planNames: Record<PlanType, string> = { solo: 'Solo Developer', team: 'Team Access' }

type Props = { choice: PlanChoice; teamDisabled: boolean; onChange(choice: PlanChoice): void }

/** FACTS 5.4: the two plan cards (one radio group, so arrows move between them) and the yearly switch. */
export function PlanPicker({ choice, teamDisabled, onChange }: Props) {
  const interval: PlanInterval = choice.interval ?? 'year'
  return (
    <>
      <RadioGroup
        aria-label="Plan"
        value={choice.type ?? ''}
        onChange={(_event, type) => onChange({ ...choice, type: type as PlanType })}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
      >
        {(['solo', 'team'] as const).map((type) => (
          <PlanCard
            key={type}
            type={type}
            interval={interval}
            selected={choice.type === type}
            disabled={type === 'team' && teamDisabled}
          />
        ))}
      </RadioGroup>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={choice.interval === 'year'}
            onChange={(_event, yearly) => onChange({ ...choice, interval: yearly ? 'year' : 'month' })}
          />
        }
        label="Yearly Billing (save 20%)"
      />
    </>
  )
}

function PlanCard({
  type,
  interval,
  selected,
  disabled,
}: {
  type: PlanType
  interval: PlanInterval
  selected: boolean
  disabled: boolean
}) {
  return (
    <Card
      variant="outlined"
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.5 : 1,
        borderColor: selected ? 'primary.main' : undefined,
        bgcolor: (theme) => (selected ? alpha(theme.palette.primary.main, 0.12) : undefined),
      }}
    >
      <Radio value={type} disabled={disabled} icon={<UncheckedIcon />} checkedIcon={<CheckCircleIcon />} />
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{planNames[type]}</Typography>
        <Typography variant="body2" color="text.secondary">
          {planPriceLabel(type, interval)}
        </Typography>
      </Box>
    </Card>
  )
}
