import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import {curlExample, endpointAnchor, endpoints} from '@site/src/lib/restApi';
import styles from './styles.module.css';

/** The translated description of how an endpoint is protected. */
function authText(auth: string): string {
  switch (auth) {
    case 'none':
      return translate({id: 'apiReference.auth.none', message: 'None'});
    case 'admin':
      return translate({
        id: 'apiReference.auth.admin',
        message: 'Access token or API key of an administrator',
      });
    case 'integration':
      return translate({
        id: 'apiReference.auth.integration',
        message: 'Token Gladys gives an external integration',
      });
    case 'alarm':
      return translate({
        id: 'apiReference.auth.alarm',
        message: 'Token with the alarm:write scope',
      });
    case 'reset':
      return translate({
        id: 'apiReference.auth.reset',
        message: 'Token of a password reset link',
      });
    default:
      return translate({id: 'apiReference.auth.user', message: 'Access token or API key'});
  }
}

/** Props of {@link RestEndpoints}. */
export type RestEndpointsProps = {
  /** An apidoc group of `src/data/product/rest-api.json`, such as `Device`. Throws when no endpoint has it. */
  group: string;
};

/**
 * The endpoints of one group of the product's REST API, each under an `<h3>`
 * with its anchor ({@link endpointAnchor}), its protection, its parameters and
 * a `curl` example. Data: `src/data/product/rest-api.json`, refreshed by
 * `npm run product:extract`.
 */
export default function RestEndpoints({group}: RestEndpointsProps): ReactNode {
  const list = endpoints.filter((e) => e.group === group);
  if (list.length === 0)
    throw new Error(`No endpoint of the REST API extract is in group "${group}"`);
  return (
    <>
      {list.map((endpoint) => (
        <section key={endpointAnchor(endpoint)} className={styles.endpoint}>
          <Heading as="h3" id={endpointAnchor(endpoint)}>
            <span className={styles.method} data-method={endpoint.method}>
              {endpoint.method}
            </span>{' '}
            <code>{endpoint.path}</code>
          </Heading>
          <dl className={styles.facts}>
            <dt>
              <Translate id="apiReference.name">Name</Translate>
            </dt>
            <dd>
              <code>{endpoint.name}</code>
            </dd>
            <dt>
              <Translate id="apiReference.authentication">Authentication</Translate>
            </dt>
            <dd>
              {authText(endpoint.auth)}
              {endpoint.rateLimited && (
                <>
                  {' · '}
                  <Translate id="apiReference.rateLimited">rate-limited</Translate>
                </>
              )}
            </dd>
            {endpoint.params.length > 0 && (
              <>
                <dt>
                  <Translate id="apiReference.parameters">Parameters</Translate>
                </dt>
                <dd>
                  {endpoint.params.map((p, i) => (
                    <React.Fragment key={p.name}>
                      {i > 0 && ', '}
                      <code>{p.name}</code> ({p.type})
                    </React.Fragment>
                  ))}
                </dd>
              </>
            )}
          </dl>
          <CodeBlock language="bash">{curlExample(endpoint)}</CodeBlock>
        </section>
      ))}
    </>
  );
}
