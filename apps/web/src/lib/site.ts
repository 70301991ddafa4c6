// Brand strings and external addresses in one place (FACTS decision 13), so another ecosystem can rebrand.
export const site = {
  product: 'Vuetify One',
  brand: 'Vuetify',
  tool: 'Vuetify Bin',
  owner: 'Vuetify, LLC',
  since: 2016,
  quickActions: [
    { title: 'Vuetify Play', href: 'https://play.vuetifyjs.com', id: 'play' },
    { title: 'Vuetify Bin', href: 'https://bin.vuetifyjs.com', id: 'bin' },
    { title: 'Vuetify Studio', href: 'https://studio.vuetifyjs.com', id: 'studio' },
    { title: 'Vuetify Snips', href: 'https://snips.vuetifyjs.com', id: 'snips' },
    { title: 'Vuetify Issues', href: 'https://issues.vuetifyjs.com', id: 'issues' },
  ],
  /** Where the Sponsorships dialog's Info buttons lead (FACTS 4.8). */
  sponsor: {
    github: 'https://github.com/sponsors/johnleider',
    discord: 'https://discord.com/servers/vuetify-340160225338195969',
  },
  social: [
    { title: 'Vuetify Documentation', href: 'https://vuetifyjs.com/', id: 'docs' },
    { title: 'Vuetify Support', href: 'https://support.vuetifyjs.com/', id: 'support' },
    { title: 'Vuetify X', href: 'https://x.com/vuetifyjs', id: 'x' },
    { title: 'Vuetify GitHub', href: 'https://github.com/vuetifyjs/vuetify', id: 'github' },
    { title: 'Vuetify Discord', href: 'https://community.vuetifyjs.com/', id: 'discord' },
    { title: 'Vuetify Reddit', href: 'https://reddit.com/r/vuetifyjs', id: 'reddit' },
  ],
} as const

export type SocialId = (typeof site.social)[number]['id']

export function copyrightLine(now = new Date()): string {
  return `© ${site.since}-${now.getFullYear()} ${site.owner}`
}
