/**
 * HTTP response headers of the hosted site, written to `build/_headers`
 * (Cloudflare Pages / Netlify format) by the plugin of this folder after
 * every build. Kept as typed data so that the Content-Security-Policy can be
 * filled with values known only after the build: the sha256 hashes of the
 * inline scripts the theme writes into each page, and the origins of the
 * optional services configured through environment variables (src/lib/siteEnv.ts).
 */

/** One rule of a `_headers` file: a URL pattern and the headers it adds. */
export type HeaderRule = {
  /** Path pattern (`/assets/*`) or absolute URL pattern (`https://host/*`). */
  pattern: string;
  /** Header names and values, in output order. */
  headers: Record<string, string>;
  /** One-line reason, written as a `#` comment above the rule. */
  comment?: string;
};

/** Values the policy needs from the build and from the site settings. */
export type HeaderInputs = {
  /** `sha256-…` sources of every executable inline script found in the built HTML. */
  inlineScriptHashes: readonly string[];
  /** Origin of the contact form endpoint (`CONTACT_ENDPOINT`), or null. */
  contactOrigin: string | null;
  /** Origin of the analytics script (`ANALYTICS_SCRIPT_URL`), or null. */
  analyticsOrigin: string | null;
  /**
   * Origins the search box and page query: in hosted mode those of
   * `algoliaSearchOrigins` (src/lib/siteEnv.ts); none in embedded mode, where the index is
   * served by the site itself.
   */
  searchOrigins: readonly string[];
};

/** Host of the Cloudflare Pages preview deployment, kept out of search engines. */
export const previewHost = 'v4-website.pages.dev';

/** Locale path prefixes whose `assets/` folder holds content-hashed files. */
const assetPrefixes = ['/', '/fr/'] as const;

/**
 * The Content-Security-Policy value.
 *
 * - Scripts come from the site itself plus the listed inline-script hashes;
 *   `'wasm-unsafe-eval'` lets the embedded search index compile its
 *   WebAssembly module (it allows no JavaScript `eval`).
 * - Styles allow `'unsafe-inline'`: React writes `style` attributes and
 *   Mermaid writes `<style>` elements into its SVG diagrams; CSS cannot run
 *   script, so this is the usual trade-off.
 * - `data:` images and fonts cover the inline SVG icons of the stylesheet.
 * - Connections go to the site itself, plus the contact endpoint, analytics
 *   and hosted search when they are configured.
 * - The service workers and the web app manifest of offline reading
 *   (src/plugins/offline) come from the site itself (`worker-src`,
 *   `manifest-src`); a worker's own requests fall under `connect-src`.
 * - No frames, plugins, or form posts elsewhere; no framing by other sites.
 *
 * @returns the header value, directives separated by `; `.
 */
export function contentSecurityPolicy(inputs: HeaderInputs): string {
  const extra = (...origins: (string | null)[]) =>
    origins
      .filter((o): o is string => Boolean(o))
      .map((o) => ` ${o}`)
      .join('');
  const hashes = [...new Set(inputs.inlineScriptHashes)]
    .sort()
    .map((h) => ` '${h}'`)
    .join('');
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'wasm-unsafe-eval'${hashes}${extra(inputs.analyticsOrigin)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${extra(inputs.analyticsOrigin)}`,
    `font-src 'self' data:`,
    `connect-src 'self'${extra(inputs.contactOrigin, inputs.analyticsOrigin, ...inputs.searchOrigins)}`,
    `media-src 'self'`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  return directives.join('; ');
}

/**
 * Every header rule of the site, in file order. Cloudflare Pages applies all
 * rules whose pattern matches a request, so `/*` carries the security
 * headers and later rules only add to them.
 */
export function headerRules(inputs: HeaderInputs): HeaderRule[] {
  return [
    {
      pattern: '/*',
      comment: 'Security headers on every response.',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(inputs),
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy':
          'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    ...assetPrefixes.map((prefix) => ({
      pattern: `${prefix}assets/*`,
      comment: 'File names carry a content hash: cache for a year, never revalidate.',
      headers: {'Cache-Control': 'public, max-age=31536000, immutable'},
    })),
    ...assetPrefixes.map((prefix) => ({
      pattern: `${prefix}sw.js`,
      comment:
        'Service worker of offline reading (src/plugins/offline): revalidated on every check, so a new build is found at once.',
      headers: {'Cache-Control': 'no-cache'},
    })),
    ...assetPrefixes.map((prefix) => ({
      pattern: `${prefix}manifest.webmanifest`,
      comment: 'Web app manifest of offline reading: its media type, revalidated like the pages.',
      headers: {'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache'},
    })),
    {
      pattern: '/*.md',
      comment:
        'Markdown twins of docs and posts (config/llmsTxt.ts): UTF-8 Markdown, kept out of search results (the HTML page is the one to index).',
      headers: {'Content-Type': 'text/markdown; charset=utf-8', 'X-Robots-Tag': 'noindex'},
    },
    {
      pattern: '/*.txt',
      comment:
        'llms.txt, llms-full.txt and robots.txt: plain text in UTF-8 (French text has accents).',
      headers: {'Content-Type': 'text/plain; charset=utf-8'},
    },
    {
      pattern: `https://${previewHost}/*`,
      comment: 'Keep the preview deployment out of search engines.',
      headers: {'X-Robots-Tag': 'noindex'},
    },
  ];
}

/**
 * Serialises rules in the `_headers` format: a pattern line, then one
 * indented `Name: value` line per header, rules separated by a blank line.
 *
 * @throws Error when a value holds a line break (it would split the rule).
 */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => {
    const lines = Object.entries(rule.headers).map(([name, value]) => {
      if (/[\r\n]/.test(value)) {
        throw new Error(`Header ${name} of ${rule.pattern} contains a line break`);
      }
      return `  ${name}: ${value}`;
    });
    return [...(rule.comment ? [`# ${rule.comment}`] : []), rule.pattern, ...lines].join('\n');
  });
  return `# Generated by src/plugins/hosting-headers (rules.ts). Do not edit.\n\n${blocks.join('\n\n')}\n`;
}
