// Every call of the contract, from each area's endpoint table: what the server must mount.
import { accountEndpoints } from '@one/contract/account'
import { activityEndpoints } from '@one/contract/activity'
import { adminOverviewEndpoints } from '@one/contract/admin-overview'
import { apiKeyEndpoints } from '@one/contract/api-key'
import { authEndpoints } from '@one/contract/auth'
import { binPageEndpoints } from '@one/contract/bin-pages'
import { binRevisionEndpoints } from '@one/contract/bin-revisions'
import { binStorageEndpoints } from '@one/contract/bin-storage'
import { binEndpoints } from '@one/contract/bins'
import { adminContentEndpoints, contentEndpoints } from '@one/contract/content'
import { downloadEndpoints } from '@one/contract/downloads'
import { healthEndpoints } from '@one/contract/health'
import { mcpOauthEndpoints } from '@one/contract/mcp-oauth'
import { membershipEndpoints } from '@one/contract/membership'
import { oembedEndpoints } from '@one/contract/oembed'
import { settingsEndpoints } from '@one/contract/settings/sync'
import { teamEndpoints } from '@one/contract/team'

export const contractEndpoints = [
  ...Object.values(healthEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(settingsEndpoints),
  ...Object.values(binEndpoints),
  ...Object.values(binRevisionEndpoints),
  ...Object.values(binPageEndpoints),
  ...Object.values(binStorageEndpoints),
  ...Object.values(membershipEndpoints),
  ...Object.values(teamEndpoints),
  ...Object.values(apiKeyEndpoints),
  ...Object.values(mcpOauthEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(adminContentEndpoints),
  ...Object.values(adminOverviewEndpoints),
  ...Object.values(downloadEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(activityEndpoints),
  ...Object.values(oembedEndpoints),
]
