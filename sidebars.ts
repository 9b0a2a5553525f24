import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docsSidebar} from './config/sidebar';

/** The one docs sidebar, `docs`, of the version being edited (see config/sidebar.ts). */
const sidebars = {
  docs: docsSidebar(),
} satisfies SidebarsConfig;

export default sidebars;
