import { createHash } from 'node:crypto'

/**
 * A GitHub-style identicon: a 5 x 5 grid mirrored left to right, its cells and colour taken from a
 * hash of the login, so one login always gets the same picture.
 */
export function identiconSvg(login: string): string {
  const digest = createHash('sha256').update(login.toLowerCase()).digest()
  const hue = Math.round(((digest[0] ?? 0) / 255) * 360)
  const colour = `hsl(${hue} 55% 50%)`
  const cells: string[] = []
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 3; column++) {
      const byte = digest[1 + row * 3 + column] ?? 0
      if (byte % 2 === 0) continue
      cells.push(cell(column, row))
      if (column < 2) cells.push(cell(4 - column, row))
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 6 6" width="420" height="420"',
    ' shape-rendering="crispEdges">',
    '<rect width="6" height="6" fill="#f0f0f0"/>',
    `<g fill="${colour}">${cells.join('')}</g>`,
    '</svg>',
  ].join('')
}

function cell(column: number, row: number): string {
  return `<rect x="${column + 0.5}" y="${row + 0.5}" width="1" height="1"/>`
}
