/** External addresses used by the navbar, footer and pages (facts: shared/facts/pages-and-shell.md). */
export const links = {
  github: 'https://github.com/GladysAssistant/gladys',
  websiteRepo: 'https://github.com/GladysAssistant/v4-website',
  plusApp: 'https://plus.gladysassistant.com',
  /** The community forum, one for every language since the product's #2376 retired en-community. */
  forum: 'https://community.gladysassistant.com/',
  /** The forum's feature requests category, as the product's issue templates link it. */
  featureRequests: 'https://community.gladysassistant.com/c/feature-requests/43',
  training: 'https://formation.gladysassistant.com/',
  twitter: 'https://twitter.com/gladysassistant',
  facebook: 'https://facebook.com/gladysassistant',
  instagram: 'https://instagram.com/gladysassistant',
  youtube: 'https://www.youtube.com/@GladysAssistant',
  donate: 'https://www.buymeacoffee.com/gladysassistant',
  email: 'hello@gladysassistant.com',
} as const;
