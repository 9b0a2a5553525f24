import type {LoadContext, Plugin} from '@docusaurus/types';
import {translationFreshness} from './freshness';
import {translationFreshnessPluginName, type TranslationFreshnessData} from './keys';

/**
 * Finds, at build time, the French docs and posts whose English twin changed
 * after they were translated (rules in `./freshness.ts`), and hands them to
 * the pages as global data (`usePluginData('gladys-translation-freshness')`,
 * shape {@link TranslationFreshnessData}): the French page shows a notice
 * linking the English one, the English page says under its edit link that the
 * French needs an update. Only stale pages are listed, so the data stays a
 * few bytes. Never fails the build: without git, nothing is stale.
 *
 * @returns a Docusaurus plugin with `loadContent` and `contentLoaded` steps.
 */
export default function translationFreshnessPlugin(
  context: LoadContext,
): Plugin<TranslationFreshnessData> {
  return {
    name: translationFreshnessPluginName,
    async loadContent() {
      const stale: TranslationFreshnessData['stale'] = {};
      for (const page of await translationFreshness(context.siteDir)) {
        if (page.status === 'stale') {
          stale[page.key] = {englishUpdatedAt: page.englishUpdatedAt};
        }
      }
      return {stale};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
