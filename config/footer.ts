import type {Footer} from '@docusaurus/theme-common';
import {links} from './links';

/**
 * Footer for one locale: Getting Started, Socials, More, and the copyright
 * with the year of the build. The starter kit and Freebox links are French only.
 *
 * @param locale the locale being built (`en` or `fr`)
 */
export function footer(locale: string): Footer {
  const gettingStarted: Footer['links'][number] = {
    title: 'Getting Started',
    items: [
      {label: 'Smart home guide', to: '/docs/'},
      {label: 'Guides for choosing', to: '/guides/'},
      ...(locale === 'fr' ? [{label: 'Starter kit', to: '/starter-kit/'}] : []),
      {label: 'Install on a mini-PC', to: '/docs/installation/mini-pc/'},
      {label: 'Install with Docker', to: '/docs/installation/docker/'},
      {label: 'Install on a Synology NAS', to: '/docs/installation/synology/'},
      {label: 'Install on an Unraid server', to: '/docs/installation/unraid/'},
      ...(locale === 'fr'
        ? [{label: 'Install on a Freebox Delta', to: '/docs/installation/freebox-delta/'}]
        : []),
    ],
  };
  return {
    style: 'dark',
    links: [
      gettingStarted,
      {
        title: 'Socials',
        items: [
          {label: 'X (Twitter)', href: links.twitter},
          {label: 'Facebook', href: links.facebook},
          {label: 'Instagram', href: links.instagram},
          {label: 'YouTube', href: links.youtube},
        ],
      },
      {
        title: 'More',
        items: [
          {label: 'Release notes', to: '/releases/'},
          {label: 'Open metrics', to: '/open/'},
          {label: 'Integrations', to: '/integrations/'},
          {label: 'Contact', to: '/contact/'},
          {label: 'Donate', href: links.donate},
          {label: 'GitHub', href: links.github},
        ],
      },
    ],
    copyright: `Copyright © ${new Date().getFullYear()} Gladys Assistant.`,
  };
}
