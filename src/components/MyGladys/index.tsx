import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NextVersion from '@site/src/components/NextVersion';
import styles from './styles.module.css';

/** Props of {@link MyGladys}. */
export interface MyGladysProps {
  /** A name of src/data/myGladys.ts (`zigbee2mqtt-setup`); an unknown one throws at build time. */
  name: string;
  /** Query string for a name that takes parameters, e.g. `repo=owner/name`. */
  query?: string;
  /** `install` labels the button "Install in my Gladys" (for `install-integration`). */
  kind?: 'open' | 'install';
  /**
   * Whether the screen's route came after the page's docs version's release (it carries the Next
   * version badge). In MDX, src/remark/pageData.ts writes it when the page is compiled, from the
   * since extract of the page's docs version, and stops the build on an unknown `name`; a React
   * page passes it itself.
   */
  next?: boolean;
}

/**
 * The "Open in my Gladys" button of a doc: a link to the site's `/my/` page with the screen's name,
 * which opens that screen in the reader's own Gladys. Carries the Next version badge when `next`
 * (the screen's route came after the last release, in the next version's docs).
 * tests/data/myGladys.test.ts checks that every button of a version's docs opens a route of that
 * version's product. Imports no data: the `/my/` page holds the names and routes.
 */
export default function MyGladys({
  name,
  query,
  kind = 'open',
  next = false,
}: MyGladysProps): ReactNode {
  const params = new URLSearchParams(query);
  params.set('name', name);
  // A plain link: the query string carries the name, so the one /my/ route serves every screen.
  const href = `${useBaseUrl('/my/')}?${params.toString().replace(/%2F/g, '/')}`;
  return (
    <p className={styles.row}>
      <a className={styles.button} href={href} data-my-gladys={name}>
        {kind === 'install' ? (
          <Translate
            id="myGladys.button.install"
            description="Button that installs a community integration in the reader's own Gladys">
            Install in my Gladys
          </Translate>
        ) : (
          <Translate
            id="myGladys.button.open"
            description="Button on a doc that opens the screen it describes in the reader's own Gladys">
            Open in my Gladys
          </Translate>
        )}
      </a>
      {next ? <NextVersion /> : null}
    </p>
  );
}
