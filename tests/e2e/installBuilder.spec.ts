/**
 * The installation command builder in real Chromium: choices from the URL, edits written back to
 * the URL, a bad value shown as text with no command, keyboard use, and axe in both colour modes.
 */
import {test, expect, open} from './fixtures';
import {runAxe} from './axe';
import {setColorMode} from './colorMode';

const route = '/docs/installation/command-builder/';

test('choices come from the URL and go back to it', async ({page}) => {
  await open(page, `${route}?machine=synology&port=8421`);
  await expect(page.getByLabel('Synology NAS')).toBeChecked();
  const command = page.locator('main pre').first();
  await expect(command).toContainText('-e SERVER_PORT=8421');
  await expect(command).toContainText(
    '-v /volume1/docker/gladysassistant:/var/lib/gladysassistant',
  );
  await expect(command).not.toContainText('-e TZ=');

  await page.getByLabel('A Docker Compose file').check();
  await page.getByLabel('Time zone').selectOption('Europe/Brussels');
  await expect(page).toHaveURL(/method=compose/);
  await expect(page).toHaveURL(/tz=Europe%2FBrussels/);
  await expect(page.locator('main pre').first()).toContainText('TZ: Europe/Brussels');
});

test('a bad value is shown as text, next to its field, and no command is written', async ({
  page,
}) => {
  await open(page, `${route}?data=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`);
  const error = page.getByText('The data folder must be an absolute path');
  await expect(error).toBeVisible();
  await expect(error).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main pre')).toHaveCount(0);
  await expect(page.getByLabel('Data folder on the machine')).toHaveAttribute(
    'aria-describedby',
    /error/,
  );

  await page.getByLabel('Data folder on the machine').fill('/srv/gladys');
  await page.getByLabel('Port of the web interface').fill('1884');
  await expect(page.getByText('is used by an integration')).toBeVisible();
  await page.getByLabel('Port of the web interface').fill('8080');
  await expect(page.locator('main pre').first()).toContainText(
    '-v /srv/gladys:/var/lib/gladysassistant',
  );
});

test('works from the keyboard', async ({page}) => {
  await open(page, route);
  await page.getByLabel('Raspberry Pi (64-bit OS), mini-PC or any Linux').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Synology NAS')).toBeChecked();
  await expect(page).toHaveURL(/machine=synology/);
});

test('the French page writes the same command, with French explanations', async ({page}) => {
  await open(page, `/fr${route}?machine=freebox-delta`);
  await expect(page.getByLabel('Freebox Delta (dans sa VM)')).toBeChecked();
  await expect(page.locator('main pre').first()).toContainText('docker run -d');
  await expect(page.locator('main pre').first()).not.toContainText('sudo');
  await expect(page.getByText('Le rôle de chaque partie', {exact: true})).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing in ${mode} mode, with an error shown`, async ({page}) => {
    await open(page, `${route}?port=abc`);
    await setColorMode(page, mode);
    await expect(page.getByText('The port must be a whole number')).toBeVisible();
    expect(await runAxe(page, 'wcag')).toEqual([]);
  });
}

test('the table of parts: side by side on a wide screen, each part above its text on a phone', async ({
  page,
}) => {
  for (const [width, stacked] of [
    [1280, false],
    [390, true],
  ] as const) {
    await page.setViewportSize({width, height: 844});
    await open(page, route);
    const rows = page.locator('main table tbody tr');
    // Every part of the default command fits on one line (no option broken into pieces).
    const lines = await rows
      .locator('th code')
      .evaluateAll((codes) =>
        codes.map((code) => [code.textContent, code.getClientRects().length]),
      );
    expect(lines.length).toBeGreaterThan(5);
    for (const [part, count] of lines) expect(count, `${width} px: ${part} on one line`).toBe(1);
    const row = rows.filter({hasText: '--privileged'});
    const [part, text] = await Promise.all([
      row.locator('th').boundingBox(),
      row.locator('td').boundingBox(),
    ]);
    if (stacked)
      expect(text!.y, `${width} px: text below the part`).toBeGreaterThanOrEqual(
        part!.y + part!.height - 1,
      );
    else
      expect(text!.x, `${width} px: text beside the part`).toBeGreaterThanOrEqual(
        part!.x + part!.width - 1,
      );
  }
});
