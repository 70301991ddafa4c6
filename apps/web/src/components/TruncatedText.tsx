import Tooltip from '@mui/material/Tooltip'
import Typography, { type TypographyProps } from '@mui/material/Typography'
import { useRef, useState } from 'react'

type Props = Omit<TypographyProps, 'children' | 'noWrap'> & { text: string }

/**
 * One line of text that ends with an ellipsis when it does not fit; hovering or focusing it shows the
 * whole text in a tooltip, and only then, when some of it is cut off.
 */
export function TruncatedText({ text, sx, ...props }: Props) {
  const ref = useRef<HTMLElement>(null)
  const [open, setOpen] = useState(false)
  const cut = () => !!ref.current && ref.current.scrollWidth > ref.current.clientWidth
  return (
    <Tooltip
      title={text}
      describeChild
      open={open}
      onOpen={() => setOpen(cut())}
      onClose={() => setOpen(false)}
    >
      <Typography
        ref={ref}
        variant="body2"
        component="span"
        noWrap
        tabIndex={0}
        {...props}
        sx={[{ display: 'block', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {text}
      </Typography>
    </Tooltip>
  )
}
