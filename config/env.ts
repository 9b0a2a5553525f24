/**
 * Build-time settings read from environment variables.
 *
 * Every external service the site can talk to is optional and off unless its
 * variable is set, so a plain build makes no third-party request.
 *
 * - `CONTACT_ENDPOINT`: URL that receives the contact form as JSON (POST).
 *   Unset: the contact page shows a mailto link instead of a form.
 * - `ALGOLIA_APP_ID`, `ALGOLIA_SEARCH_API_KEY`, `ALGOLIA_INDEX_NAME`: all three
 *   switch search to hosted Algolia DocSearch; none: the embedded index.
 * - `ALGOLIA_SEARCH_HOST`: for tests only, an http(s) origin that answers
 *   Algolia's search API in place of Algolia's hosts (`tests/support/algoliaServer.ts`).
 * - `ANALYTICS_SCRIPT_URL`: an analytics script loaded only after the visitor
 *   agrees in the consent banner. Unset: no banner, no script.
 * - `GLADYS_TEST_ROUTES`: `true` adds the test-only pages under `/__test__/`
 *   (set by `npm test`); anything else, none.
 * - `DOCS_VERSION`: the one docs version to build (`next`, or a released version such as
 *   `4.86`), or `all`; unset, a build makes all of them and `npm start` the latest release.
 *
 * @throws Error naming the variable when a value is malformed, or when only
 *   some of the Algolia variables are set.
 */
export type SiteEnv = {
  /** Absolute http(s) URL of the contact endpoint, or null when not set. */
  contactEndpoint: string | null;
  /** Hosted search settings, or null for the embedded index. */
  algolia: {appId: string; apiKey: string; indexName: string; host: string | null} | null;
  /** Absolute https URL of an analytics script, or null when not set. */
  analyticsScriptUrl: string | null;
  /** Whether the build has the test-only routes (`src/test-pages`, a pages plugin instance in config/plugins.ts). */
  testRoutes: boolean;
  /**
   * The docs versions to build, as the docs plugin names them (`current` is the next version,
   * `docs/`), or null for all of them. Set from `DOCS_VERSION` (`next` or a released version's
   * name); `npm start` without it builds the latest release only, so the dev server compiles one
   * version.
   */
  docsVersions: string[] | null;
};

/** Names `DOCS_VERSION` takes: `next`, or a version of versions.json. */
function readDocsVersions(env: NodeJS.ProcessEnv, released: readonly string[]): string[] | null {
  const raw = env.DOCS_VERSION?.trim();
  if (!raw || raw === 'all') {
    // The dev server (`docusaurus start` sets NODE_ENV) compiles one version; builds and
    // write-translations take every version.
    return env.NODE_ENV === 'development' && !raw ? released.slice(0, 1) : null;
  }
  if (raw === 'next') return ['current'];
  if (released.includes(raw)) return [raw];
  throw new Error(
    `Environment variable DOCS_VERSION must be next, all or one of ${released.join(', ')}; got "${raw}"`,
  );
}

function readUrl(
  env: NodeJS.ProcessEnv,
  name: string,
  protocols: readonly string[],
): string | null {
  const raw = env[name]?.trim();
  if (!raw) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Environment variable ${name} is not a valid URL: "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new Error(
      `Environment variable ${name} must use ${protocols.join(' or ')}, got "${url.protocol}"`,
    );
  }
  return url.toString();
}

/**
 * Reads and validates the site settings from `env` (defaults to `process.env`).
 */
export function readSiteEnv(
  env: NodeJS.ProcessEnv = process.env,
  released: readonly string[] = [],
): SiteEnv {
  const algoliaNames = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;
  const algoliaValues = algoliaNames.map((name) => env[name]?.trim() ?? '');
  const setCount = algoliaValues.filter(Boolean).length;
  if (setCount > 0 && setCount < algoliaNames.length) {
    const missing = algoliaNames.filter((_, i) => !algoliaValues[i]);
    throw new Error(
      `Hosted search needs all of ${algoliaNames.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
  const [appId, apiKey, indexName] = algoliaValues;
  if (appId && !/^[A-Z0-9]{6,20}$/i.test(appId)) {
    throw new Error(`Environment variable ALGOLIA_APP_ID looks wrong: "${appId}"`);
  }
  return {
    contactEndpoint: readUrl(env, 'CONTACT_ENDPOINT', ['https:', 'http:']),
    algolia: setCount
      ? {
          appId: appId!,
          apiKey: apiKey!,
          indexName: indexName!,
          host:
            readUrl(env, 'ALGOLIA_SEARCH_HOST', ['https:', 'http:'])?.replace(/\/$/, '') ?? null,
        }
      : null,
    analyticsScriptUrl: readUrl(env, 'ANALYTICS_SCRIPT_URL', ['https:']),
    testRoutes: env.GLADYS_TEST_ROUTES?.trim() === 'true',
    docsVersions: readDocsVersions(env, released),
  };
}
