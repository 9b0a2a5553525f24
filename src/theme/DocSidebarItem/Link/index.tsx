import React, {type ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = WrapperProps<typeof LinkType>;

/**
 * A docs sidebar link, left out for the readers of a locale its item does not list in
 * `customProps.locales` (config/sidebar.ts): the Freebox Delta guide concerns French subscribers
 * only. A sidebar item without `locales` shows in every locale, as the theme draws it.
 */
export default function LinkWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locales = props.item.customProps?.locales;
  if (Array.isArray(locales) && !locales.includes(i18n.currentLocale)) return null;
  return <Link {...props} />;
}
