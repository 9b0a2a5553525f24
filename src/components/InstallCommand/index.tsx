import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {
  composeFile,
  composeUpCommand,
  defaultChoices,
  dockerRunCommands,
  type Machine,
} from '@site/src/lib/installCommand';

/** Props of {@link InstallCommand}. */
export type InstallCommandProps = {
  /** Machine whose defaults to use (see `machines` in src/lib/installCommand.ts). */
  machine?: Machine;
  /**
   * Which piece to show: the `docker run` of Gladys, that of Watchtower, the Compose file, or the
   * command that starts the Compose file.
   */
  part: 'gladys' | 'watchtower' | 'compose' | 'compose-up';
  /** Title of the code block, in the page's language. */
  title: string;
};

/**
 * One installation command of the docs, written by src/lib/installCommand.ts from the machine's
 * default choices: the same code as the command builder, so a page can never show a command the
 * builder would not write. Rendered as a normal code block (title, copy button).
 * @returns The theme's CodeBlock with the command or file.
 */
export default function InstallCommand({
  machine = 'linux',
  part,
  title,
}: InstallCommandProps): ReactNode {
  if (part === 'compose' || part === 'compose-up') {
    const choices = defaultChoices(machine, 'compose');
    return part === 'compose' ? (
      <CodeBlock language="yaml" title={title}>
        {composeFile(choices)}
      </CodeBlock>
    ) : (
      <CodeBlock language="bash" title={title}>
        {composeUpCommand(choices)}
      </CodeBlock>
    );
  }
  const [gladys, watchtower] = dockerRunCommands(defaultChoices(machine, 'run'));
  return (
    <CodeBlock language="bash" title={title}>
      {part === 'gladys' ? gladys : watchtower}
    </CodeBlock>
  );
}
