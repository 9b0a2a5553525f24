import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docsSidebar} from './config/sidebar';

/** The one docs sidebar, `docs`, for the locale being built (see config/sidebar.ts). */
const sidebars = {
  docs: docsSidebar(process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en'),
} satisfies SidebarsConfig;

export default sidebars;
