import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon'

/** The subscriber crown (the icon set has none). */
export function CrownIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 16 3 6l5.5 4.5L12 4l3.5 6.5L21 6l-2 10H5zm0 2h14v2H5z" />
    </SvgIcon>
  )
}
