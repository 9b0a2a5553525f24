/**
 * Fonts the screenshots need from the system. The product's interface writes some of its icons as
 * emoji (the ✅ of the Matter settings, the weather icons of the dashboard's weather widget), and
 * Chromium draws an emoji that no installed font has as an empty box. Debian's Chromium brings no
 * emoji font with it.
 */
import {spawnSync} from 'node:child_process';

/** The Debian package that gives Chromium colour emoji. */
export const emojiFontPackage = 'fonts-noto-color-emoji';

/** Arguments of `fc-list` that list the colour fonts, one family per line. */
export const colourFontQuery = [':color=true', 'family'];

/**
 * The colour fonts in the output of `fc-list :color=true family` (one `Family[,Other name]` per
 * line), deduplicated and sorted; empty when there are none.
 */
export function colourFonts(fcListOutput: string): string[] {
  const families = fcListOutput
    .split('\n')
    .map((line) => line.split(',')[0]!.trim())
    .filter(Boolean);
  return [...new Set(families)].sort();
}

/**
 * Why the screenshots cannot be made with the fonts of this system, or `null` when a colour
 * emoji font is installed. Asks fontconfig (`fc-list`), which Chromium uses on Linux to find
 * fonts; `run` is replaceable for tests and returns the command's exit status and output.
 */
export function missingEmojiFont(
  run: (command: string, args: string[]) => {status: number | null; stdout: string} = (
    command,
    args,
  ) => {
    const result = spawnSync(command, args, {encoding: 'utf8'});
    return {status: result.error ? null : result.status, stdout: result.stdout ?? ''};
  },
): string | null {
  const install = `install one with: sudo apt-get install -y ${emojiFontPackage}`;
  const result = run('fc-list', colourFontQuery);
  if (result.status !== 0) {
    return `cannot list the fonts (fc-list failed or is missing: apt-get install fontconfig), so cannot check for a colour emoji font; ${install}`;
  }
  if (colourFonts(result.stdout).length === 0) {
    return `no colour emoji font is installed, and Chromium would draw emoji (the ✅ of the Matter settings, the dashboard's weather icons) as empty boxes; ${install}`;
  }
  return null;
}
