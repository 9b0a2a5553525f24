import React, {type ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import facts from '@site/src/data/product/guides-facts.json';

/**
 * The Zigbee coordinators the Zigbee2mqtt setup of the released Gladys offers, by Zigbee2mqtt
 * adapter type, from `src/data/product/guides-facts.json` (`npm run guides:facts`, read
 * from the product's `server/services/zigbee2mqtt/adapters/index.js` at the release tag): one
 * line per type with its count, and the full list of models, folded.
 * @param props.summary the line of each type in the page's language, with `{type}` and `{count}`
 */
export function ZigbeeAdapterTypes({summary}: {summary: string}): ReactNode {
  const {byType} = facts.zigbee2mqttAdapters;
  return (
    <ul data-adapter-types={Object.keys(byType).length}>
      {Object.entries(byType).map(([type, labels]) => (
        <li key={type}>
          <details>
            <summary>
              {interpolate(summary, {type: <code>{type}</code>, count: String(labels.length)})}
            </summary>
            <ul>
              {labels.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Matter clusters the released Gladys turns into device features, by their Matter names, from
 * `src/data/product/guides-facts.json` (the product's `convertToGladysDevice.js` at the release
 * tag), as one line of code names.
 */
export function MatterClusters(): ReactNode {
  const {clusters} = facts.matter;
  return (
    <p data-matter-clusters={clusters.length}>
      {clusters.map((name, i) => (
        <React.Fragment key={name}>
          {i > 0 && ', '}
          <code>{name}</code>
        </React.Fragment>
      ))}
    </p>
  );
}

/** The release the guides' product facts were read from (`4.86.1`). */
export const guidesFactsVersion: string = facts.source.version;

/**
 * The Zigbee2mqtt adapter type that the released Gladys sets for a coordinator model, from
 * `src/data/product/guides-facts.json`: the type of the first model whose name contains `model`,
 * leaving out the "(legacy ezsp)" entries kept for old installations.
 * @param props.model part of the model's name as Gladys lists it (`ZBDongle-P`)
 * @throws Error naming the model when Gladys lists no such coordinator
 */
export function AdapterType({model}: {model: string}): ReactNode {
  const found = Object.entries(facts.zigbee2mqttAdapters.byType).find(([, labels]) =>
    labels.some((label) => label.includes(model) && !label.includes('(legacy ezsp)')),
  );
  if (!found) throw new Error(`guides-facts.json lists no coordinator named like "${model}"`);
  return <code>{found[0]}</code>;
}
