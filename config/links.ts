/** External addresses used by the navbar, footer and pages (facts: shared/facts/pages-and-shell.md). */
export const links = {
  github: 'https://github.com/GladysAssistant/gladys',
  websiteRepo: 'https://github.com/GladysAssistant/v4-website',
  plusApp: 'https://plus.gladysassistant.com',
  forumEn: 'https://en-community.gladysassistant.com/',
  forumFr: 'https://community.gladysassistant.com/',
  training: 'https://formation.gladysassistant.com/',
  twitter: 'https://twitter.com/gladysassistant',
  facebook: 'https://facebook.com/gladysassistant',
  instagram: 'https://instagram.com/gladysassistant',
  youtube: 'https://www.youtube.com/@GladysAssistant',
  donate: 'https://www.buymeacoffee.com/gladysassistant',
  email: 'hello@gladysassistant.com',
} as const;
