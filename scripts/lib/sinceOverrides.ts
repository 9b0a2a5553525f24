// The features whose "Since" cannot come from their key: the catalogue card (or label, or route)
// arrived after the code that makes the feature work. For each, a file of the product that
// implements the feature; scripts/lib/productVersions.ts `featureFirstTags` finds the first
// release tag whose tree has it, and that version replaces the card's in since.json.
// Rule: where the card and the feature disagree, the feature's first tag wins.
// Add an entry only with the evidence: `git tag --contains <commit>` or `git ls-tree <tag> <path>`
// in the product shows the tag; `tests/data/since.test.ts` checks what since.json says of each.
import type {SinceOverride} from './productVersions.ts';

/** The overridden features, each with the product file that dates it and the reason. */
export const SINCE_OVERRIDES: readonly SinceOverride[] = [
  {
    kind: 'integrations',
    key: 'alexa',
    path: 'server/services/alexa/index.js',
    announcedIn: '4.9',
    reason:
      'The Alexa service (commit 1feac098, "Add Alexa integration with Gladys Plus") is in v4.8.8 and the 4.9 release post announces it; its catalogue card only came with 4.10.',
  },
  {
    kind: 'integrations',
    key: 'owntracks',
    path: 'server/lib/location/location.handleNewGatewayOwntracksLocation.js',
    reason:
      'OwnTracks locations reach Gladys through the Gladys Plus Open API since v4.0.0; the catalogue card only came with 4.10.',
  },
  {
    kind: 'integrations',
    key: 'googleHome',
    path: 'server/services/google-actions/index.js',
    reason:
      'The Google Home service (google-actions) is in v4.5.0, first as a closed alpha for Gladys Plus users; the catalogue card only came with 4.10.',
  },
];
