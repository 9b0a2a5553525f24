import type {Navbar} from '@docusaurus/theme-common';
import {links} from './links';

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
        {href: links.forumEn, label: 'English community'},
        {href: links.forumFr, label: 'French community'},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    {type: 'custom-github', href: links.github, position: 'right'},
    {href: links.plusApp, label: 'Login', position: 'right', className: 'navbar__login'},
  );
  return {
    title: 'Gladys Assistant',
    hideOnScroll: false,
    logo: {alt: 'Gladys Assistant logo', src: 'img/logo.svg', width: 32, height: 32},
    items,
  };
}
