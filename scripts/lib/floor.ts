/**
 * The bare Docusaurus site the benchmarks compare against (the floor): the create-docusaurus
 * classic TypeScript template of the installed Docusaurus version, scaffolded outside the repo.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * Copies the template into `floorDir` (replacing it) and links the site's node_modules.
 * @param floorDir absolute folder to create, outside the repository
 * @param root the site's root, whose node_modules and Docusaurus version are used
 * @throws Error when `npm pack create-docusaurus@<version>` fails (no registry access)
 */
export function scaffoldFloor(floorDir: string, root: string): void {
  const {version} = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ) as {version: string};
  const work = mkdtempSync(path.join(tmpdir(), 'gladys-bench-template-'));
  const pack = spawnSync(
    'npm',
    ['pack', `create-docusaurus@${version}`, '--pack-destination', work, '--silent'],
    {encoding: 'utf8'},
  );
  if (pack.status !== 0) {
    throw new Error(`npm pack create-docusaurus@${version} failed: ${pack.stderr}`);
  }
  spawnSync('tar', ['xzf', path.join(work, pack.stdout.trim().split('\n').pop()!), '-C', work]);
  const templates = path.join(work, 'package/templates');
  rmSync(floorDir, {recursive: true, force: true});
  cpSync(path.join(templates, 'shared'), floorDir, {recursive: true});
  cpSync(path.join(templates, 'classic-typescript'), floorDir, {recursive: true});
  symlinkSync(path.join(root, 'node_modules'), path.join(floorDir, 'node_modules'));
  rmSync(work, {recursive: true, force: true});
}
