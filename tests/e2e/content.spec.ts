/**
 * Content features in Chromium: blog listing, pagination, sidebar by year and
 * tags; Mermaid diagrams (drawn ahead of time) and code copy buttons in the docs; the integrations
 * directory's filters and URL state.
 */
import matter from 'gray-matter';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {integrations} from '../../src/data/integrations';
import {contentDirs, walk} from '../../scripts/lib/content';
import {recentPostsInSidebar} from '../../config/blog';
import {communityIntegrations} from '../../src/data/communityIntegrations';

/** Every card of the directory: built-in and community integrations. */
const allCards = integrations.length + communityIntegrations.length;

/** Every listed English post (drafts and unlisted posts are not in the listings), with its year. */
const posts = walk(contentDirs.blog.en)
  .map((file) => ({
    // The file name starts with the post's date (`2020-11-06-…`).
    file: path.basename(file),
    ...(matter(readFileSync(file, 'utf8')).data as {
      tags?: string[];
      draft?: boolean;
      unlisted?: boolean;
    }),
  }))
  .filter((post) => !post.draft && !post.unlisted);
/** Posts per listing page (`postsPerPage` of docusaurus.config.ts). */
const postsPerPage = 10;
import {test, expect, open} from './fixtures';
import {setColorMode} from './colorMode';

test.describe('blog', () => {
  test('sidebar lists the newest posts, grouped by year', async ({page}) => {
    await open(page, '/blog/gladys-and-duckdb/');
    const sidebar = page.getByRole('navigation', {name: /blog recent posts navigation|posts/i});
    const newest = [...posts]
      .sort((a, b) => b.file.localeCompare(a.file))
      .slice(0, recentPostsInSidebar);
    for (const year of new Set(newest.map((post) => post.file.slice(0, 4)))) {
      await expect(sidebar.getByRole('heading', {name: year, exact: true})).toBeVisible();
    }
    await expect(sidebar.getByRole('link')).toHaveCount(newest.length);
  });

  test('listing shows truncated previews with read-more links; pagination moves between pages', async ({
    page,
  }) => {
    await open(page, '/blog/');
    await expect(page.locator('main article')).toHaveCount(10);
    const readMore = page
      .locator('main article')
      .first()
      .getByRole('link', {name: /read the full post/i});
    await expect(readMore).toBeVisible();
    const previewLength = (await page.locator('main article').first().innerText()).length;
    await page.getByRole('link', {name: /older entries/i}).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await expect(page.locator('main article')).toHaveCount(10);
    await page.getByRole('link', {name: /newer entries/i}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await page
      .locator('main article')
      .first()
      .getByRole('link', {name: /read the full post/i})
      .click();
    await expect(page.locator('main article')).toHaveCount(1);
    expect((await page.locator('main article').innerText()).length).toBeGreaterThan(
      previewLength * 2,
    );
    const lastPage = Math.ceil(posts.length / postsPerPage);
    await open(page, lastPage > 1 ? `/blog/page/${lastPage}/` : '/blog/');
    await expect(page.locator('main article')).toHaveCount(
      posts.length - postsPerPage * (lastPage - 1),
    );
  });

  test('a tag page lists its posts, in French too', async ({page}) => {
    await open(page, '/blog/tags/year-review/');
    const tagged = posts.filter((post) => post.tags?.includes('year-review')).length;
    await expect(page.locator('main article')).toHaveCount(Math.min(tagged, postsPerPage));
    await open(page, '/fr/blog/tags/year-review/');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Bilan annuel');
  });
});

test.describe('docs', () => {
  test('diagrams come drawn in the page; the colour mode shows its own drawing', async ({page}) => {
    // Every page opens in dark mode; the test then switches it to light.
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    for (const path of ['/docs/scenes/intro/', '/fr/docs/api/data-model/', '/docs/plus/intro/']) {
      await open(page, path);
      const diagram = page.locator('[data-mermaid="static"]').first();
      await diagram.scrollIntoViewIfNeeded();
      await expect(diagram.locator('svg[id$="-dark"]')).toBeVisible();
      await expect(diagram.locator('svg[id$="-light"]')).toBeHidden();
      await setColorMode(page, 'light');
      await expect(diagram.locator('svg[id$="-light"]')).toBeVisible();
      await expect(diagram.locator('svg[id$="-dark"]')).toBeHidden();
      // Nothing was drawn in the browser: Mermaid's own drawings have random `mermaid-svg-` ids.
      await expect(page.locator('svg[id^="mermaid-svg-"]')).toHaveCount(0);
    }
  });

  test('the code block copy button copies the command', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/docs/installation/docker/');
    const block = page.locator('.theme-code-block').filter({hasText: 'get.docker.com'}).first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    await expect(block.getByRole('button', {name: /copied/i})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'curl -sSL https://get.docker.com | sh',
    );
  });

  test('scene pages show their kind', async ({page}) => {
    await open(page, '/docs/scenes/house-empty/');
    await expect(page.locator('[data-scene-kind]')).toContainText('Trigger');
    await expect(page.locator('[data-scene-kind]')).toContainText('Condition');
    await open(page, '/fr/docs/scenes/wait-action/');
    await expect(page.locator('[data-scene-kind]')).toContainText('Action');
  });
});

test('no line starts with the punctuation that follows a Next version badge', async ({page}) => {
  // Narrows the paragraph one pixel at a time and notes every width at which the period after
  // the badge starts a line below the badge's last line.
  await page.setViewportSize({width: 390, height: 800});
  await open(page, '/docs/next/app/integrations/');
  const orphaned = await page.evaluate(() => {
    const badge = Array.from(document.querySelectorAll('article [data-next-version]')).find((el) =>
      /^[.,;:]/.test(el.nextSibling?.textContent ?? ''),
    );
    if (!badge?.nextSibling) throw new Error('no badge followed by punctuation on the page');
    const paragraph = badge.parentElement!;
    const range = document.createRange();
    range.setStart(badge.nextSibling, 0);
    range.setEnd(badge.nextSibling, 1);
    const widths: number[] = [];
    for (let width = 120; width <= 360; width += 1) {
      paragraph.style.width = `${width}px`;
      const lines = badge.getClientRects();
      const badgeLine = lines[lines.length - 1]!;
      const mark = range.getBoundingClientRect();
      if (mark.top >= badgeLine.bottom) widths.push(width);
    }
    return widths;
  });
  expect(orphaned).toEqual([]);
});

test.describe('integrations directory', () => {
  test('filters by category and text, keeps them in the URL, survives reload', async ({page}) => {
    await open(page, '/integrations/');
    const cards = page.locator('main h2');
    await expect(cards).toHaveCount(allCards);
    await page.getByRole('checkbox', {name: /Multimedia/}).check();
    await expect(page).toHaveURL(/category=multimedia/);
    const mediaCount = await cards.count();
    expect(mediaCount).toBeGreaterThan(0);
    expect(mediaCount).toBeLessThan(allCards);
    await page.getByRole('searchbox').fill('sonos');
    await expect(page).toHaveURL(/q=sonos/);
    await expect(cards).toHaveCount(1);
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('searchbox')).toHaveValue('sonos');
    await page.getByRole('heading', {name: 'Sonos'}).getByRole('link').click();
    await expect(page).toHaveURL(/\/docs\/integrations\/sonos\/$/);
  });

  test('French cards open French docs; empty state; hostile query shown as text', async ({
    page,
  }) => {
    await open(page, '/fr/integrations/?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByRole('searchbox')).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await page
      .getByRole('button', {name: /effacer|réinitialiser/i})
      .first()
      .click();
    await expect(page.locator('main h2')).toHaveCount(allCards);
    await page.getByRole('heading', {name: 'Zigbee2mqtt'}).getByRole('link').click();
    await expect(page).toHaveURL(/\/fr\/docs\/integrations\/zigbee2mqtt\/$/);
  });
});
