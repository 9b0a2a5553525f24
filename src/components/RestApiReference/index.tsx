import React, {type ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import NextVersion from '@site/src/components/NextVersion';
import {
  addedEndpoints,
  bodyOf,
  curlExample,
  endpointAnchor,
  endpointKey,
  endpoints,
  isWrite,
  responseOf,
  type Endpoint,
} from '@site/src/lib/restApi';
import release486 from '@site/src/data/product/4.86/rest-api.json';
import {forVersion, nextVersionName} from '@site/src/data/productVersions';
import {docPath, defaultDocsVersion, useDocsVersionName} from '@site/src/lib/useDocsVersionName';
import type {BodyField, NoBodyReason, RestBody} from '@site/src/data/restBodies';
import styles from './styles.module.css';

/** The REST API extract of each docs version: `src/data/product/rest-api.json` for the next one. */
const endpointsByVersion: Readonly<Record<string, Endpoint[]>> = {
  current: endpoints,
  '4.86': release486.endpoints as Endpoint[],
};

/** The endpoints the next version adds to the default version's, marked as new in its reference. */
const added = addedEndpoints(endpoints, forVersion(endpointsByVersion, defaultDocsVersion));

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

/** The translated reason why an endpoint takes no body. */
function noBodyText(reason: NoBodyReason): string {
  return reason === 'action'
    ? translate({
        id: 'apiReference.noBody.action',
        message: 'None: the call starts a job on the server and reads no body.',
      })
    : translate({
        id: 'apiReference.noBody.path',
        message: 'None: everything the call needs is in its path.',
      });
}

/** A table of fields (body or query string): name, type, required or not, example. */
function FieldTable({fields: all}: {fields: BodyField[]}): ReactNode {
  const isNext = useDocsVersionName() === nextVersionName;
  // A release's reference lists only the fields that release reads.
  const fields = isNext ? all : all.filter((f) => !f.nextVersion);
  return (
    <ScrollableTable className={styles.fields}>
      <thead>
        <tr>
          <th>
            <Translate id="apiReference.field">Field</Translate>
          </th>
          <th>
            <Translate id="apiReference.type">Type</Translate>
          </th>
          <th>
            <Translate id="apiReference.required">Required</Translate>
          </th>
          <th>
            <Translate id="apiReference.example">Example</Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.name}>
            <td>
              <code>{f.name}</code>
              {f.nextVersion && (
                <>
                  {' '}
                  <NextVersion />
                </>
              )}
            </td>
            <td>
              <code>{f.type}</code>
            </td>
            <td>
              {f.required ? (
                <Translate id="apiReference.required.yes">yes</Translate>
              ) : (
                <Translate id="apiReference.required.no">no</Translate>
              )}
            </td>
            <td>{f.example === undefined ? null : <code>{JSON.stringify(f.example)}</code>}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** The body part of an endpoint: its fields, the array it takes, the file, or why there is none. */
function BodyDescription({body}: {body: RestBody}): ReactNode {
  switch (body.kind) {
    case 'object':
      return <FieldTable fields={body.fields} />;
    case 'array':
      return (
        <p>
          <Translate id="apiReference.body.array" values={{items: <code>{body.items}</code>}}>
            {'A JSON array of {items}.'}
          </Translate>
        </p>
      );
    case 'raw':
      return (
        <p>
          <Translate
            id="apiReference.body.raw"
            values={{contentType: <code>{body.contentType}</code>}}>
            {
              'The raw bytes of an audio file, sent with its Content-Type (here {contentType}), not JSON.'
            }
          </Translate>
        </p>
      );
    default:
      return <p>{noBodyText(body.reason)}</p>;
  }
}

/** The body, answer and caveats `src/data/restBodies.ts` gives for an endpoint. */
function EndpointDetails({endpoint}: {endpoint: Endpoint}): ReactNode {
  const version = useDocsVersionName();
  const entry = isWrite(endpoint) ? bodyOf(endpoint) : undefined;
  const response = responseOf(endpoint);
  return (
    <>
      {entry?.warning === 'lightTurnOnDoesNothing' && (
        <div className={`alert alert--warning ${styles.warning}`} role="note">
          <Translate
            id="apiReference.warning.lightTurnOn"
            values={{
              route: <code>POST /api/v1/device_feature/:device_feature_selector/value</code>,
              body: <code>{'{"value": 1}'}</code>,
              guide: (
                <Link to={`${docPath(version, 'api/control-a-device')}#light-on`}>
                  <Translate id="apiReference.warning.lightTurnOn.link">
                    the device control guide
                  </Translate>
                </Link>
              ),
            }}>
            {
              'In 4.86.1, as in the code these docs describe, this call answers 200 and switches nothing on: the controller sends "device" while the action reads "devices". Use {route} with {body} instead, as {guide} shows.'
            }
          </Translate>
        </div>
      )}
      {entry && (
        <>
          <p className={styles.label}>
            <Translate id="apiReference.body">Body</Translate>
          </p>
          <BodyDescription body={entry.body} />
        </>
      )}
      {response?.query && (
        <>
          <p className={styles.label}>
            <Translate id="apiReference.query">Query string</Translate>
          </p>
          <FieldTable fields={response.query} />
        </>
      )}
      <CodeBlock language="bash">{curlExample(endpoint)}</CodeBlock>
      {response && (
        <CodeBlock
          language="json"
          title={translate({id: 'apiReference.response', message: 'Answer (shortened)'})}>
          {JSON.stringify(response.example, null, 2)}
        </CodeBlock>
      )}
    </>
  );
}

/** Props of {@link RestEndpoints}. */
export type RestEndpointsProps = {
  /** An apidoc group of `src/data/product/rest-api.json`, such as `Device`. Throws when no endpoint has it. */
  group: string;
};

/**
 * The endpoints of one group of the product's REST API, each under an `<h3>`
 * with its anchor ({@link endpointAnchor}), its protection, its parameters,
 * the body it takes (write endpoints), the answer of the device reads and a
 * `curl` example, as the page's docs version has them: the next version's reference marks what
 * came after the default version (new endpoints, new fields), a release's shows only its own.
 * Data: `src/data/product/rest-api.json` (next) and `src/data/product/<version>/rest-api.json`, refreshed by
 * `npm run product:extract`, and the bodies read by hand from the product's
 * source in `src/data/restBodies.ts`.
 */
export default function RestEndpoints({group}: RestEndpointsProps): ReactNode {
  const version = useDocsVersionName();
  const isNext = version === nextVersionName;
  const list = forVersion(endpointsByVersion, version).filter((e) => e.group === group);
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
            {isNext && (bodyOf(endpoint)?.nextVersion || added.has(endpointKey(endpoint))) && (
              <>
                {' '}
                <NextVersion />
              </>
            )}
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
          <EndpointDetails endpoint={endpoint} />
        </section>
      ))}
    </>
  );
}
