import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Navbar} from '@docusaurus/theme-common';
import {links} from './links';

/**
 * The navbar logo (static/img/logo.svg, 553 bytes) as a data URL written into each page, so the
 * logo paints with the page instead of waiting for a request of its own. The file stays for
 * the other places that link it.
 */
export const logoDataUrl = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(path.join(__dirname, '../static/img/logo.svg'), 'utf8')
    .replace(/\s*\n\s*/g, ' ')
    .trim(),
)}`;

type NavbarItem = Navbar['items'][number];

/**
 * Navbar for one locale. The training link exists only in French, decided
 * here per locale rather than hidden with CSS.
 *
 * @param locale the locale being built (`en` or `fr`)
 */
export function navbar(locale: string): Navbar {
  const items: NavbarItem[] = [
    {type: 'doc', docId: 'installation/hardware', label: 'Docs', position: 'left'},
    {
      type: 'docSidebar',
      sidebarId: 'guides',
      docsPluginId: 'guides',
      label: 'Guides',
      position: 'left',
    },
    {to: '/blog/', label: 'Blog', position: 'left'},
    {to: '/plus/', label: 'Plus', position: 'left'},
  ];
  if (locale === 'fr') {
    items.push({
      href: links.training,
      label: 'Training',
      position: 'left',
      className: 'navbar__training',
    });
  }
  items.push(
    {
      type: 'dropdown',
      label: 'Community',
      position: 'left',
      items: [
        {href: links.forum, label: 'Forum'},
        {href: links.featureRequests, label: 'Feature requests'},
      ],
    },
    // The released docs (4.86) or the next version's; on a doc, it opens the same doc's twin.
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    {type: 'custom-github', href: links.github, position: 'right'},
    {href: links.plusApp, label: 'Login', position: 'right', className: 'navbar__login'},
  );
  return {
    title: 'Gladys Assistant',
    hideOnScroll: false,
    logo: {alt: 'Gladys Assistant logo', src: logoDataUrl, width: 32, height: 32},
    items,
  };
}
