/**
 * Diagrams stay readable on every page that has one, in both locales, on a
 * phone (390 px) and a laptop (1280 px): every label is at least 11 CSS px
 * tall once the drawing is scaled to its column, every node label fits inside
 * its node, and the page itself does not scroll sideways (a wide drawing
 * scrolls inside its own box). Pages come from the built HTML.
 */
import {readFileSync} from 'node:fs';
import {test, expect, hydrated} from './fixtures';
import {builtPages} from '../support/build';

/** Ids of the drawings of a built page (content-hashed: the same id is the same drawing). */
const drawingIds = (html: string) =>
  [...new Set(html.match(/\bid="?diagram-[\w-]+/g) ?? [])].sort().join(' ');

/**
 * Routes of the built pages that hold a diagram drawn ahead of time. A page of the next docs
 * version whose drawings are all those of its twin in the released version (`/docs/next/x/` and
 * `/docs/x/`) is left out: the twin's check covers them, and the next version is checked where
 * its drawings differ.
 */
function diagramRoutes(): string[] {
  const withDiagrams = new Map(
    builtPages()
      .map(({route, file}) => [route, readFileSync(file, 'utf8')] as const)
      .filter(([, html]) => /data-mermaid="?static/.test(html))
      .map(([route, html]) => [route, drawingIds(html)] as const),
  );
  return [...withDiagrams]
    .filter(([route, ids]) => {
      const twin = route.replace(/\/docs\/next\//, '/docs/');
      return twin === route || withDiagrams.get(twin) !== ids;
    })
    .map(([route]) => route)
    .sort();
}

/** Smallest label size a reader can be asked to read, in CSS px. */
const minLabelPx = 11;

const routes = diagramRoutes();
const shardCount = 4;

test('the build has pages with diagrams', () => {
  expect(routes.length).toBeGreaterThan(20);
});

for (const width of [390, 1280]) {
  for (let shard = 0; shard < shardCount; shard += 1) {
    const pages = routes.filter((_, i) => i % shardCount === shard);
    test(`at ${width} px, diagram labels are readable and fit (shard ${shard + 1}/${shardCount}, ${pages.length} pages)`, async ({
      page,
    }) => {
      test.setTimeout(20_000 + pages.length * 5_000);
      await page.setViewportSize({width, height: 900});
      const problems: string[] = [];
      for (const route of pages) {
        await page.goto(route);
        await hydrated(page);
        const found = await page.evaluate((min) => {
          const out: string[] = [];
          const overflow = document.documentElement.scrollWidth - innerWidth;
          if (overflow > 0) out.push(`page scrolls sideways by ${overflow} px`);
          const drawings = Array.from(
            document.querySelectorAll<SVGSVGElement>('[data-mermaid="static"] svg[id^="diagram-"]'),
          ).filter((svg) => svg.getBoundingClientRect().width > 0);
          for (const svg of drawings) {
            const scale = svg.getScreenCTM()?.a ?? 1;
            const labels = Array.from(
              svg.querySelectorAll<HTMLElement | SVGElement>('.nodeLabel, .edgeLabel, text'),
            ).filter((el) => (el.textContent ?? '').trim());
            let smallest = Infinity;
            for (const label of labels) {
              const px = parseFloat(getComputedStyle(label).fontSize) * scale;
              smallest = Math.min(smallest, px);
              const node = label.closest('.node');
              const shape = node?.querySelector('rect, polygon, path, circle');
              if (node && shape && label.classList.contains('nodeLabel')) {
                const a = label.getBoundingClientRect();
                const b = shape.getBoundingClientRect();
                const slack = 1.5;
                if (
                  a.left < b.left - slack ||
                  a.right > b.right + slack ||
                  a.top < b.top - slack ||
                  a.bottom > b.bottom + slack
                ) {
                  out.push(`${svg.id}: label "${label.textContent?.trim()}" overflows its box`);
                }
              }
            }
            if (smallest < min) out.push(`${svg.id}: smallest label ${smallest.toFixed(1)} px`);
          }
          return out;
        }, minLabelPx);
        problems.push(...found.map((p) => `${route} ${p}`));
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
}
