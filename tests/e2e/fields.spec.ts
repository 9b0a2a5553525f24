/**
 * Form fields in real Chromium: every text box, drop-down and text area of the site's forms has a
 * border that stands out from the field and from what is around it (at least 3:1, WCAG 1.4.11) in
 * both colour modes, and the forms share one field look (src/components/FormField). axe does not
 * check the contrast of borders, so this does.
 */
import {test, expect, open} from './fixtures';
import {setColorMode} from './colorMode';

/** Pages with fields, and the fields to check on each. */
const forms = [
  {
    route: '/contact/',
    fields: 'main form input:not([type=hidden]):not([tabindex="-1"]), main form textarea',
  },
  {
    route: '/docs/installation/command-builder/',
    fields: 'main form input[type=text], main form select',
  },
  {route: '/integrations/', fields: 'main form[role=search] input[type=search]'},
  {
    route: '/zigbee-devices/',
    fields: 'main form[role=search] input, main form[role=search] select',
  },
  {route: '/search/', fields: 'form input[name=q]'},
];

/** What the test reads of one field: its border colour and the two colours beside the border. */
type FieldColours = {name: string; border: string; inside: string; outside: string};

for (const mode of ['light', 'dark'] as const) {
  test(`fields stand out from the page, ${mode} mode`, async ({page}) => {
    const borders = new Set<string>();
    for (const {route, fields} of forms) {
      await open(page, route);
      await setColorMode(page, mode);
      const read: FieldColours[] = await page.locator(fields).evaluateAll((elements) => {
        /** The first opaque background colour from `element` up. */
        const background = (element: Element | null): string => {
          for (let e = element; e; e = e.parentElement) {
            const colour = getComputedStyle(e).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
          }
          return 'rgb(255, 255, 255)';
        };
        return elements
          .filter((e) => (e as HTMLElement).offsetParent !== null)
          .map((e) => ({
            name: `${e.tagName.toLowerCase()}#${e.id || (e as HTMLInputElement).name}`,
            border: getComputedStyle(e).borderTopColor,
            inside: background(e),
            outside: background(e.parentElement),
          }));
      });
      expect(read.length, `fields on ${route}`).toBeGreaterThan(0);
      for (const field of read) {
        for (const side of ['inside', 'outside'] as const) {
          expect(
            contrast(field.border, field[side]),
            `${route} ${field.name}: border ${field.border} on ${field[side]} (${side})`,
          ).toBeGreaterThanOrEqual(3);
        }
        if (route !== '/search/') borders.add(field.border);
      }
    }
    // One look: the filter forms, the contact form and the builder share the border colour.
    expect([...borders]).toHaveLength(1);
  });
}

/** WCAG contrast ratio of two `rgb()`/`rgba()` colours as getComputedStyle writes them. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

test('a contact field in error keeps its red border in both colour modes', async ({page}) => {
  await open(page, '/contact/');
  const name = page.getByLabel('Name', {exact: true});
  for (const mode of ['light', 'dark'] as const) {
    await setColorMode(page, mode);
    const plain = await name.evaluate((e) => getComputedStyle(e).borderTopColor);
    if (mode === 'light') await page.getByRole('button', {name: 'Send message'}).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const [r, g, b] = (
      (await name.evaluate((e) => getComputedStyle(e).borderTopColor)).match(/\d+/g) ?? []
    ).map(Number);
    expect(r! - Math.max(g!, b!), `${mode}: red border, not ${plain}`).toBeGreaterThan(100);
  }
});
