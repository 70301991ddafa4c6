// Writes the avatar presets of FACTS 9.7 into apps/web/public/avatars: 14 DiceBear "shapes" avatars
// (design CC0) seeded by name, plus our own hand-drawn one.svg for subscribers. Run it again after
// changing a palette; the output is committed, so the site never depends on DiceBear at runtime.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { shapes } from '@dicebear/collection'
import { createAvatar } from '@dicebear/core'

const out = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/public/avatars')

// Backgrounds (a gradient from the first to the second) and shape colours suited to each name.
const palettes = {
  dark: { background: ['1e1e1e', '37474f'], shapes: ['90a4ae', '546e7a', 'eceff1'] },
  blackguard: { background: ['0d0d0d', '263238'], shapes: ['c62828', 'ff8f00', '424242'] },
  grass: { background: ['2e7d32', '66bb6a'], shapes: ['c5e1a5', '1b5e20', 'fff59d'] },
  wood: { background: ['5d4037', '8d6e63'], shapes: ['d7ccc8', '3e2723', 'ffcc80'] },
  gold: { background: ['ff8f00', 'ffd54f'], shapes: ['fff8e1', 'e65100', 'ffecb3'] },
  planetary: { background: ['283593', '5c6bc0'], shapes: ['ffb74d', '80deea', 'e8eaf6'] },
  'grass-subscriber': { background: ['1b5e20', 'aed581'], shapes: ['ffd54f', 'f1f8e9', '33691e'] },
  'wood-subscriber': { background: ['3e2723', 'a1887f'], shapes: ['ffd54f', 'efebe9', '6d4c41'] },
  'gold-subscriber': { background: ['e65100', 'ffe082'], shapes: ['ffffff', 'bf360c', 'fff176'] },
  'planetary-subscriber': { background: ['1a237e', '7e57c2'], shapes: ['ffd54f', '4dd0e1', 'f3e5f5'] },
  battlecruiser: { background: ['263238', '607d8b'], shapes: ['b0bec5', 'ff7043', 'cfd8dc'] },
  'cosmic-blue': { background: ['0d47a1', '00b0ff'], shapes: ['e1f5fe', '1a237e', '80d8ff'] },
  blackhole: { background: ['000000', '311b92'], shapes: ['ff6f00', '7c4dff', '212121'] },
  meteor: { background: ['3e2723', 'bf360c'], shapes: ['ffab40', 'ffe0b2', '5d4037'] },
}

/** Names the drawing, as the linter asks of every SVG. */
function labelled(svg, label) {
  return svg.replace('<svg ', `<svg role="img" aria-label="${label}" `)
}

mkdirSync(out, { recursive: true })
for (const [name, palette] of Object.entries(palettes)) {
  const avatar = createAvatar(shapes, {
    seed: name,
    size: 128,
    backgroundType: ['gradientLinear'],
    backgroundColor: palette.background,
    backgroundRotation: [135],
    shape1Color: [palette.shapes[0]],
    shape2Color: [palette.shapes[1]],
    shape3Color: [palette.shapes[2]],
  })
  writeFileSync(join(out, `${name}.svg`), labelled(avatar.toString(), `${name} avatar`))
}

// Our own subscriber avatar: a crown on a blue-to-violet gradient, no text or fonts.
const one = `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="one avatar" \
viewBox="0 0 128 128" width="128" height="128">\
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">\
<stop offset="0" stop-color="#1867c0"/><stop offset="1" stop-color="#7b1fa2"/></linearGradient></defs>\
<rect width="128" height="128" fill="url(#g)"/>\
<path d="M28 86 L22 42 L46 62 L64 34 L82 62 L106 42 L100 86 Z" fill="#ffc107" stroke="#ff8f00" \
stroke-width="4" stroke-linejoin="round"/>\
<rect x="28" y="90" width="72" height="10" rx="3" fill="#ffc107"/>\
<circle cx="22" cy="40" r="6" fill="#ffe082"/><circle cx="64" cy="32" r="6" fill="#ffe082"/>\
<circle cx="106" cy="40" r="6" fill="#ffe082"/></svg>
`
writeFileSync(join(out, 'one.svg'), one)
console.info(`Wrote ${Object.keys(palettes).length + 1} avatars to ${out}`)
