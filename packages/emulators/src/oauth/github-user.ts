import { avatarPath } from './avatar-routes.ts'
import type { EmulatedUser } from './identity.ts'

/**
 * Who keeps their address private, by a rule a developer can type on the sign-in page: a login
 * starting `private-` has it private (GET /user says `email: null`) with a verified primary in
 * GET /user/emails; one starting `unverified-` has it private and its primary not yet verified.
 */
export function githubEmailPrivacy(login: string): 'public' | 'private' | 'unverified' {
  const canonical = login.toLowerCase()
  if (canonical.startsWith('unverified-')) return 'unverified'
  return canonical.startsWith('private-') ? 'private' : 'public'
}

// GitHub ids are 32-bit integers; a smaller range also keeps them exact in every JSON parser.
export const githubUserId = (user: EmulatedUser) => Number(user.seed % 2_147_483_646n) + 1

// A fixed day, so a user's document is the same on every call, as GitHub's is.
const joined = '2011-01-25T18:44:36Z'

/**
 * GET /user for the token's own user ("private-user" in GitHub's REST description): `email` is the
 * public address only (FACTS 14), null when the user keeps theirs private.
 */
export function githubUser(user: EmulatedUser, baseUrl: string) {
  const { username: login } = user
  const id = githubUserId(user)
  const api = `${baseUrl}/api/users/${encodeURIComponent(login)}`
  return {
    login,
    id,
    node_id: Buffer.from(`04:User${id}`).toString('base64'),
    avatar_url: `${baseUrl}${avatarPath(login)}`,
    gravatar_id: '',
    url: api,
    html_url: `${baseUrl}/${encodeURIComponent(login)}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type: 'User',
    user_view_type: 'private',
    site_admin: false,
    name: login,
    company: null,
    blog: '',
    location: null,
    email: githubEmailPrivacy(login) === 'public' ? user.email : null,
    notification_email: user.email,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: joined,
    updated_at: joined,
    private_gists: 0,
    total_private_repos: 0,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: true,
    plan: { name: 'free', space: 976562499, collaborators: 0, private_repos: 10000 },
  }
}

/** GET /user/emails: every address of the user, the primary first, as GitHub lists them. */
export function githubEmails(user: EmulatedUser) {
  const privacy = githubEmailPrivacy(user.username)
  const [local] = user.email.split('@')
  return [
    {
      email: user.email,
      primary: true,
      verified: privacy !== 'unverified',
      visibility: privacy === 'public' ? 'public' : 'private',
    },
    { email: `${local}@work.emulator.test`, primary: false, verified: true, visibility: null },
  ]
}
