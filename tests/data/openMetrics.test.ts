/**
 * The open metrics dataset (static/data/open-metrics.json) is valid, and its
 * sources point to blog posts that exist in both locales.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {parseOpenMetrics} from '../../src/data/openMetrics.ts';
import {contentDirs, root, walk} from '../../scripts/lib/content.ts';

const raw = JSON.parse(
  readFileSync(path.join(root, 'static/data/open-metrics.json'), 'utf8'),
) as unknown;

test('dataset parses', () => {
  const data = parseOpenMetrics(raw);
  assert.ok(data.series.length >= 5);
});

test('every source is a blog post of both locales', () => {
  const data = parseOpenMetrics(raw);
  const slugs = (dir: string) =>
    new Set(walk(dir).map((f) => matter(readFileSync(f, 'utf8')).data.slug as string));
  const en = slugs(contentDirs.blog.en);
  const fr = slugs(contentDirs.blog.fr);
  for (const series of data.series) {
    for (const source of series.sources) {
      const slug = source.replace(/^\/blog\/|\/$/g, '');
      assert.ok(en.has(slug), `${series.id}: no English post ${slug}`);
      assert.ok(fr.has(slug), `${series.id}: no French post ${slug}`);
    }
  }
});

test('bad data is rejected with the path of the field', () => {
  const bad = structuredClone(raw) as {series: {datasets: {points: {y: unknown}[]}[]}[]};
  bad.series[1]!.datasets[0]!.points[2]!.y = 'many';
  assert.throws(
    () => parseOpenMetrics(bad),
    /series\[1\]\.datasets\[0\]\.points\[2\]\.y must be a number/,
  );
  assert.throws(
    () => parseOpenMetrics({updated: 'yesterday', series: []}),
    /updated must be a YYYY-MM-DD date/,
  );
});
