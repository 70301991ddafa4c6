// A banner's metadata every check accepts, shared by the content tests.
export const bannerMetadata = {
  site: ['*'],
  active: true,
  color: '#1867c0',
  text: 'Vuetify One is here',
  subtext: 'Sync your settings everywhere',
  link: '?one=subscribe',
  link_text: 'Subscribe',
  link_color: 'primary',
  closable: true,
  height: null,
  bg_blur: null,
  images: { bg: null, logo: null },
  attributes: {},
}
