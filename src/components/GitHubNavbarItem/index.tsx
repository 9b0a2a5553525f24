import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {translate} from '@docusaurus/Translate';

/** Props: `href` of the repository; `mobile` is set by the theme inside the mobile menu. */
export type GitHubNavbarItemProps = {
  href: string;
  mobile?: boolean;
  className?: string;
  position?: 'left' | 'right';
};

/**
 * Navbar link to the source repository, drawn as the GitHub mark (CSS class
 * `header-github-link`), with a translated accessible name. Used through the
 * `custom-github` navbar item type.
 */
export default function GitHubNavbarItem({
  href,
  mobile,
  className,
  position,
}: GitHubNavbarItemProps): ReactNode {
  const label = translate({
    id: 'navbar.github.ariaLabel',
    message: 'GitHub repository',
    description: 'Accessible name of the navbar link to the source code',
  });
  return (
    <DefaultNavbarItem
      href={href}
      mobile={mobile}
      position={position}
      className={clsx('header-github-link', className)}
      aria-label={label}
      label={mobile ? label : undefined}
    />
  );
}
