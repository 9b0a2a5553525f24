import type {MouseEvent, ReactNode, Ref} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** Path of this page, without the locale prefix (`useBaseUrl` adds it). */
export const pagePath = '/zigbee-devices/';

/** Props of {@link QueryLink}. */
export type QueryLinkProps = {
  /** Query string to open on this page (`?device=LED1545G12`), or '' for the bare page. */
  search: string;
  children: ReactNode;
  className?: string;
  /** Called before the in-page navigation (not when the link opens elsewhere). */
  onNavigate?: () => void;
  linkRef?: Ref<HTMLAnchorElement>;
  /** Stored as `data-model`, so that the page can give focus back to this link. */
  model?: string;
};

/**
 * A link to another query of this page: a real `<a href>` (new tab, copy
 * link, middle click all work), followed in the page with `history.push` so
 * that the back button returns to the previous query. Lighter than the theme's
 * `Link`, which watches every link for prefetching: the page lists up to
 * hundreds of them, all to itself.
 */
export default function QueryLink({
  search,
  children,
  className,
  onNavigate,
  linkRef,
  model,
}: QueryLinkProps): ReactNode {
  const history = useHistory();
  const path = useBaseUrl(pagePath);
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    history.push({pathname: path, search});
  };
  return (
    <a
      href={`${path}${search}`}
      className={className}
      onClick={follow}
      ref={linkRef}
      data-model={model}>
      {children}
    </a>
  );
}
