import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {i18n, currentLocale} from './config/i18n';
import {logoDataUrl, navbar} from './config/navbar';
import {footer} from './config/footer';
import {plugins} from './config/plugins';
import {readSiteEnv} from './src/lib/siteEnv';
import releasedDocsVersions from './versions.json';
import {searchConfig} from './config/search';
import {searchVariants} from './src/lib/searchVariants';
import {links} from './config/links';
import {recentPostsInSidebar} from './config/blog';
import {localeFormats} from './src/lib/localeFormatsAtBuild';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import type {SiteFields} from './src/lib/siteFields';
import {assertFrontMatter} from './src/lib/frontMatter';
import {mermaidOptions, mermaidThemes} from './src/lib/mermaid';
import remarkPrerenderedDiagrams from './src/remark/diagrams';
import remarkStaticHighlight from './src/remark/staticHighlight';
import remarkInstallCommands from './src/remark/installCommands';
import remarkMdxAutoImport from './src/remark/mdxAutoImport';
import remarkFaqStructuredData from './src/remark/faqStructuredData';
import remarkPageData from './src/remark/pageData';
import {shallowAwareGitVcs} from './src/lib/gitHistory';
import {announcementContent} from './src/lib/announcement';
import {announcementMessages} from './config/announcement';

/** Environment variables, validated once (src/lib/siteEnv.ts); plugins and components get them from here. */
const siteEnv = readSiteEnv(process.env, releasedDocsVersions);
/** The released docs version readers land on at /docs/ (the newest line of versions.json). */
const lastDocsVersion = releasedDocsVersions[0]!;
const search = searchConfig(siteEnv.algolia);

/**
 * Bump `id` whenever the announcement changes: visitors who dismissed the
 * previous one see the new one.
 */
const announcementBarId = 'docs_site_2026';

/** Mermaid blocks become their drawings from src/diagrams/ (`npm run diagrams`). */
const diagramsRemarkPlugin = [remarkPrerenderedDiagrams, {siteDir: __dirname}];
/**
 * Remark plugins run before Docusaurus's own: diagrams drawn ahead of time, installation commands
 * written by src/lib/installCommand.ts, code highlighted at build time, the `FAQPage` JSON-LD of a
 * doc with `faq: true`, the product data of screenshots, "Since" lines and "Open in my Gladys"
 * buttons for the file's docs version (src/remark/pageData.ts), then the imports of the site's MDX components that a file uses
 * (src/remark/mdxAutoImport.ts).
 */
const beforeDefaultRemarkPlugins = [
  diagramsRemarkPlugin,
  remarkInstallCommands,
  remarkStaticHighlight,
  remarkFaqStructuredData,
  remarkPageData,
  remarkMdxAutoImport,
];

const siteTitle = 'Gladys Assistant';
const siteUrl = 'https://gladysassistant.com';

const config = {
  title: siteTitle,
  tagline: 'The privacy-first, open-source home assistant',
  // The logo's drawing, written into each page (config/navbar.ts): no request of its own.
  favicon: logoDataUrl,
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  // The base URL is `/` and never misconfigured; the banner's inline script
  // would only add a second CSP hash per locale.
  baseUrlIssueBanner: false,
  organizationName: 'GladysAssistant',
  projectName: 'v4-website',

  future: {
    faster: true,
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // "Last updated" dates: one `git log` for the whole site; no date rather
    // than a wrong one in a shallow clone (src/lib/gitHistory.ts).
    experimental_vcs: shallowAwareGitVcs(),
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    // Explicit heading ids (`## Title {#id}`) keep anchors stable across locales.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Site rules on top of Docusaurus's own: a bad field names the file and the field.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      assertFrontMatter(result.frontMatter, params.filePath);
      return result;
    },
  },

  i18n,

  // Read by components through useSiteFields() (src/lib/siteFields.ts).
  customFields: {
    contactEndpoint: siteEnv.contactEndpoint,
    contactEmail: links.email,
    analyticsScriptUrl: siteEnv.analyticsScriptUrl,
    searchMode: search.mode,
    searchHosts: search.hosts,
    searchVariants: searchVariants(currentLocale),
    // Docusaurus's default calendar: config/i18n.ts sets none.
    localeFormats: localeFormats(currentLocale, 'gregory'),
  } satisfies SiteFields,

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // /docs/ is the latest release (versioned_docs/), /docs/next/ the product's next version
          // (docs/), kept out of search engines so that they send no reader of the release there.
          lastVersion: siteEnv.docsVersions?.includes('current') ? 'current' : lastDocsVersion,
          ...(siteEnv.docsVersions ? {onlyIncludeVersions: siteEnv.docsVersions} : {}),
          versions: {
            current: {label: 'Next', path: 'next', banner: 'unreleased', noIndex: true},
            [lastDocsVersion]: {label: lastDocsVersion, path: ''},
          },
          beforeDefaultRemarkPlugins,
          editUrl: `${links.websiteRepo}/edit/main/`,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
        },
        blog: {
          beforeDefaultRemarkPlugins,
          showReadingTime: true,
          showLastUpdateTime: true,
          postsPerPage: 10,
          blogSidebarCount: recentPostsInSidebar,
          blogTitle: 'Blog',
          blogDescription:
            'Releases, new integrations and yearly reviews of Gladys Assistant, the open-source home automation software that respects your privacy.',
          blogSidebarTitle: 'Recent posts',
          onUntruncatedBlogPosts: 'throw',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          tags: 'tags.yml',
          authorsMapPath: 'authors.yml',
          editUrl: `${links.websiteRepo}/edit/main/`,
          editLocalizedFiles: true,
          feedOptions: {
            type: 'all',
            limit: false,
            copyright: `Copyright © ${new Date().getFullYear()} Gladys Assistant.`,
          },
        },
        pages: {beforeDefaultRemarkPlugins},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: null, priority: null, lastmod: null},
      } satisfies Preset.Options,
    ],
  ],

  headTags: [
    {
      tagName: 'link',
      attributes: {rel: 'apple-touch-icon', sizes: '180x180', href: '/img/icon-180.png'},
    },
    {
      tagName: 'link',
      attributes: {rel: 'icon', type: 'image/png', sizes: '32x32', href: '/img/icon-32.png'},
    },
  ],

  // The browser-side Mermaid renderer, under `npm start` only. A production build shows every
  // diagram as its drawing from src/diagrams/ (src/theme/Mermaid stops the build on one without),
  // so the theme and the Mermaid library it loads (about 3 MB of JavaScript per locale, bundled
  // and minified for the browser and the server, never run) stay out of it.
  themes: process.env.NODE_ENV === 'production' ? [] : ['@docusaurus/theme-mermaid'],
  plugins: [
    ...plugins(siteEnv, search.plugin, {title: siteTitle, url: siteUrl}),
    // The guides for readers who are still choosing (`guides/`, under /guides/): a docs instance
    // of its own, with no versions, since each guide describes the released Gladys.
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'guides',
        path: 'guides',
        routeBasePath: 'guides',
        sidebarPath: './sidebarsGuides.ts',
        beforeDefaultRemarkPlugins,
        editUrl: `${links.websiteRepo}/edit/main/`,
        editLocalizedFiles: true,
        showLastUpdateTime: true,
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:site', content: '@gladysassistant'},
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcementBarId,
      // In the locale being built, from i18n/<locale>/code.json (src/lib/announcement.ts).
      content: announcementContent(
        __dirname,
        currentLocale,
        'https://github.com/GladysAssistant/gladys',
        announcementMessages,
      ),
      isCloseable: true,
      // Colours of the colour mode (src/css/custom.css); the theme's default is white in both.
      backgroundColor: 'var(--gladys-announcement-background)',
      textColor: 'var(--gladys-announcement-color)',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    blog: {sidebar: {groupByYear: true}},
    navbar: navbar(currentLocale),
    algolia: search.themeConfig,
    footer: footer(currentLocale),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'yaml', 'docker', 'powershell'],
    },
    mermaid: {theme: mermaidThemes, options: mermaidOptions},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
