import { expect, test } from 'vitest'
import { productionBuild } from './support/production-build.ts'

// `npm start` builds the app when its sources changed, and a warning there is noise a
// newcomer cannot act on (14 lines about the code-splitting groups' names once). Under npm test the
// warnings are those of the one build made before the tests, its prerender's build included (decision 0043).
test('the production build of the app warns about nothing', { timeout: 120_000 }, async () => {
  const { warnings } = await productionBuild()
  expect(warnings).toEqual([])
})
