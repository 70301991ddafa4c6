// `npm run check:providers`: reads each real provider's metadata and tries its credentials, signing no
// one in, and prints what is misconfigured (ops/provider-checks.ts). Exits 1 when anything is.
import { ConfigError, loadConfig } from './config.ts'
import { checkProviders } from './ops/provider-checks.ts'

try {
  const config = loadConfig(process.env)
  const checks = await checkProviders(config)
  for (const check of checks)
    console.info(`${check.ok ? 'ok     ' : 'PROBLEM'}  ${check.provider}: ${check.detail}`)
  const problems = checks.filter((check) => !check.ok).length
  console.info(problems ? `${problems} problem(s) found` : 'every provider checked is configured')
  process.exit(problems ? 1 : 0)
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
