import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {
  composeFile,
  composeUpCommand,
  defaultChoices,
  dockerRunCommands,
  machines,
  type Machine,
} from '../lib/installCommand';

/** Pieces an `<InstallCommand part>` can ask for. */
const parts = ['gladys', 'watchtower', 'compose', 'compose-up'] as const;

/**
 * Remark plugin: `<InstallCommand machine="synology" part="gladys" title="Start Gladys" />` in a doc
 * becomes a plain fenced code block holding what src/lib/installCommand.ts writes for that machine's
 * defaults. The guides and the command builder thus share one source, and the commands are real
 * code blocks: highlighted at build time, indexed by search, copied with the block's button.
 * @returns the tree transformer
 * @throws Error naming the file and line when `machine` or `part` is not one the module knows
 */
export default function remarkInstallCommands(): (tree: Root, file: {path?: string}) => void {
  return (tree, file) => {
    const visit = (node: Root | RootContent): void => {
      if (!('children' in node)) return;
      node.children = node.children.map((child) =>
        child.type === 'mdxJsxFlowElement' && child.name === 'InstallCommand'
          ? expand(child, file.path ?? 'a doc')
          : (visit(child), child),
      ) as typeof node.children;
    };
    visit(tree);
  };
}

function expand(node: MdxJsxFlowElement, where: string): Code {
  const attribute = (name: string): string | undefined => {
    const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
    return typeof found?.value === 'string' ? found.value : undefined;
  };
  const line = node.position?.start.line ?? 0;
  const machine = (attribute('machine') ?? 'linux') as Machine;
  const part = attribute('part') as (typeof parts)[number];
  if (!machines.includes(machine)) {
    throw new Error(
      `${where}:${line}: <InstallCommand machine="${machine}"> is not one of ${machines.join(', ')}`,
    );
  }
  if (!parts.includes(part)) {
    throw new Error(
      `${where}:${line}: <InstallCommand part="${String(part)}"> is not one of ${parts.join(', ')}`,
    );
  }
  const title = attribute('title');
  const meta = title ? `title="${title.replace(/"/g, '&quot;')}"` : null;
  if (part === 'compose' || part === 'compose-up') {
    const choices = defaultChoices(machine, 'compose');
    return part === 'compose'
      ? {
          type: 'code',
          lang: 'yaml',
          meta,
          value: composeFile(choices).trimEnd(),
          position: node.position,
        }
      : {
          type: 'code',
          lang: 'bash',
          meta,
          value: composeUpCommand(choices),
          position: node.position,
        };
  }
  const [gladys, watchtower] = dockerRunCommands(defaultChoices(machine, 'run'));
  return {
    type: 'code',
    lang: 'bash',
    meta,
    value: (part === 'gladys' ? gladys : watchtower)!,
    position: node.position,
  };
}
