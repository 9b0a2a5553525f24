import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Since from '@site/src/components/Since';
import type {FeatureSince} from '@site/src/lib/since';
import styles from './styles.module.css';

/** Props of {@link AtAGlance}: the summary of one integration, in the page's language. */
export type AtAGlanceProps = {
  /**
   * Key of the integration in the product's catalogue (`src/data/product/integrations-catalog.json`),
   * e.g. `zigbee2mqtt` or `philipsHue`. The data test checks `plus` and
   * `deprecated` against the catalogue's flags.
   */
  integration: string;
  /** How Gladys reaches the devices or service: local network, a vendor's cloud, Gladys Plus. */
  connection: string;
  /** Whether Gladys Plus is needed, starting with Yes or No in the page's language. */
  plus: string;
  /** Protocols or transports used. */
  protocol: string;
  /**
   * Set when the product's catalogue marks the integration deprecated (its tag reads "Soon
   * deprecated": it still works, beside its replacement): what to use instead, or an empty string.
   */
  deprecated?: string;
  /**
   * The integration's release, from the since extract of the page's docs version: written by
   * src/remark/pageData.ts when the page is compiled (writers never set it).
   */
  dated?: FeatureSince[];
};

/**
 * The "At a glance" summary of an integration page: a table of row headers
 * (`<th scope="row">`) and values, with no empty column header. Row labels are
 * translated UI strings; values come from the page, except the release that brought the
 * integration ({@link Since}, from the since extract of the page's docs version).
 */
export default function AtAGlance({
  integration,
  connection,
  plus,
  protocol,
  deprecated,
  dated,
}: AtAGlanceProps): ReactNode {
  const rows: [string, ReactNode][] = [
    [translate({id: 'docs.atAGlance.connection', message: 'Connection'}), connection],
    [translate({id: 'docs.atAGlance.plus', message: 'Gladys Plus required'}), plus],
    [translate({id: 'docs.atAGlance.protocol', message: 'Protocol'}), protocol],
    [
      translate({
        id: 'docs.atAGlance.version',
        message: 'Version',
        description:
          'Row of the At a glance table: the Gladys release that brought the integration',
      }),
      <Since key="since" integration={integration} dated={dated} />,
    ],
  ];
  if (deprecated !== undefined) {
    rows.push([
      translate({id: 'docs.atAGlance.status', message: 'Status'}),
      deprecated
        ? translate(
            {id: 'docs.atAGlance.deprecatedFor', message: 'Soon deprecated: {replacement}'},
            {replacement: deprecated},
          )
        : translate({id: 'docs.atAGlance.deprecated', message: 'Soon deprecated'}),
    ]);
  }
  return (
    <table className={styles.table}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
