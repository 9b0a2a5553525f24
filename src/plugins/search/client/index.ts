/**
 * The site's search, as the DocSearch modal and our `/search/` page use it:
 * one backend per page load, chosen by the build's search mode
 * (`customFields.searchMode`): the Pagefind index of the locale being viewed
 * (`/pagefind/`, `/fr/pagefind/`), or hosted Algolia.
 */
import siteConfig from '@generated/docusaurus.config';
import type {SiteFields} from '@site/src/lib/siteFields';
import {createAlgoliaBackend} from './algolia';
import {createPagefindBackend} from './pagefind';
import type {SearchAnswer, SearchBackend, SearchRequest} from './types';

export {SearchUnavailableError, type SearchBackend, type SearchRequest} from './types';

/** True under `docusaurus start`: `postBuild` never ran, so there is no Pagefind index. */
export const indexMissingInDevelopment = process.env.NODE_ENV === 'development';

let backend: SearchBackend | null = null;

/** The backend of this build's search mode (created on first call). */
export function getSearchBackend(): SearchBackend {
  if (!backend) {
    const {searchMode, searchHosts} = siteConfig.customFields as SiteFields;
    const algolia = siteConfig.themeConfig.algolia as
      {appId: string; apiKey: string; indexName: string} | undefined;
    backend =
      searchMode === 'algolia' && algolia
        ? createAlgoliaBackend({...algolia, hosts: searchHosts})
        : createPagefindBackend({
            indexUrl: `${siteConfig.baseUrl}pagefind/`,
            origin: () => window.location.origin,
            missingInDevelopment: indexMissingInDevelopment,
          });
  }
  return backend;
}

/** A request as DocSearch's modal sends it (it adds Algolia parameters we leave to the backend). */
type ModalRequest = SearchRequest & {indexName?: string};

/** The search client the modal gets: the one method DocSearch calls on it. */
export type DocSearchClient = {
  search: (input: {requests: readonly ModalRequest[]}) => Promise<{
    results: (SearchAnswer & {query: string; hitsPerPage: number; exhaustiveNbHits: true})[];
  }>;
};

const docSearchClient: DocSearchClient = {
  async search({requests}) {
    const answers = await getSearchBackend().search(
      requests.map((r) => ({
        query: r.query,
        page: r.page,
        hitsPerPage: r.hitsPerPage,
        facetFilters: r.facetFilters,
        highlightPreTag: r.highlightPreTag,
        highlightPostTag: r.highlightPostTag,
      })),
    );
    return {
      results: answers.map((answer, i) => ({
        ...answer,
        query: requests[i]!.query,
        hitsPerPage: requests[i]!.hitsPerPage ?? 20,
        exhaustiveNbHits: true,
      })),
    };
  },
};

/**
 * DocSearch's `transformSearchClient` prop: ignores the Algolia client the
 * modal built and returns ours. A module-level function, so its identity
 * never changes (DocSearch memoises on it).
 */
export function toSiteSearchClient(_docSearchBuilt?: unknown): DocSearchClient {
  return docSearchClient;
}
