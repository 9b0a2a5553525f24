import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {
  choiceProblems,
  choicesFromQuery,
  composeFile,
  composeUpCommand,
  defaultChoices,
  dockerRunCommands,
  machines,
  queryFromChoices,
  type ChoiceProblem,
  type InstallChoices,
  type Machine,
  type Method,
} from '@site/src/lib/installCommand';
import {fieldControl} from '@site/src/components/FormField';
import styles from './styles.module.css';

/** The builder's text boxes and drop-down: the site's field look, no wider than 32 rem. */
const control = clsx(fieldControl, styles.control);

/** Names of the machines, in the page's language. */
function machineLabel(machine: Machine): string {
  switch (machine) {
    case 'linux':
      return translate({
        id: 'installBuilder.machine.linux',
        message: 'Raspberry Pi (64-bit OS), mini-PC or any Linux',
        description: 'Machine choice of the install command builder',
      });
    case 'synology':
      return translate({
        id: 'installBuilder.machine.synology',
        message: 'Synology NAS',
        description: 'Machine choice of the install command builder',
      });
    case 'unraid':
      return translate({
        id: 'installBuilder.machine.unraid',
        message: 'Unraid NAS (from its terminal)',
        description: 'Machine choice of the install command builder',
      });
    case 'freebox-delta':
      return translate({
        id: 'installBuilder.machine.freeboxDelta',
        message: 'Freebox Delta (in its VM)',
        description: 'Machine choice of the install command builder',
      });
  }
}

/** The message of a refused choice, naming the value as text. */
function problemMessage(problem: ChoiceProblem): string {
  const values = {value: problem.value};
  switch (problem.code) {
    case 'timeZoneUnknown':
      return translate(
        {
          id: 'installBuilder.problem.timeZoneUnknown',
          message: 'Unknown time zone: "{value}". Pick one in the list.',
          description: 'Install builder error',
        },
        values,
      );
    case 'dataFolderNotAbsolute':
      return translate(
        {
          id: 'installBuilder.problem.dataFolderNotAbsolute',
          message: 'The data folder must be an absolute path, starting with /: "{value}".',
          description: 'Install builder error',
        },
        values,
      );
    case 'dataFolderUnsafe':
      return translate(
        {
          id: 'installBuilder.problem.dataFolderUnsafe',
          message:
            'Use only letters, digits, dots, dashes, underscores and slashes in the data folder: "{value}".',
          description: 'Install builder error',
        },
        values,
      );
    case 'portInvalid':
      return translate(
        {
          id: 'installBuilder.problem.portInvalid',
          message: 'The port must be a whole number from 1 to 65535: "{value}".',
          description: 'Install builder error',
        },
        values,
      );
    case 'portReserved':
      return translate(
        {
          id: 'installBuilder.problem.portReserved',
          message:
            'Port {value} is used by an integration (MQTT 1883, Zigbee2mqtt 1884 and 12000–12999). Choose another one.',
          description: 'Install builder error',
        },
        values,
      );
    case 'dongleNotInDev':
      return translate(
        {
          id: 'installBuilder.problem.dongleNotInDev',
          message: 'A dongle path starts with /dev/: "{value}".',
          description: 'Install builder error',
        },
        values,
      );
    case 'dongleUnsafe':
      return translate(
        {
          id: 'installBuilder.problem.dongleUnsafe',
          message:
            'Use only letters, digits, dots, dashes, underscores and slashes in a dongle path: "{value}".',
          description: 'Install builder error',
        },
        values,
      );
  }
}

/** Time zones the browser knows; Node and every current browser have `Intl.supportedValuesOf`. */
function knownTimeZones(): string[] {
  const intl = Intl as typeof Intl & {supportedValuesOf?: (key: 'timeZone') => string[]};
  return intl.supportedValuesOf
    ? ['UTC', ...intl.supportedValuesOf('timeZone')]
    : ['UTC', 'Europe/Paris'];
}

/**
 * The installation command builder: the visitor picks a machine, `docker run` or Docker Compose,
 * a time zone, a data folder, a port, dongle paths and Watchtower; the page writes the command or
 * Compose file (src/lib/installCommand.ts) with a copy button and what each part does. The choices
 * live in the URL's query string (`?machine=synology&tz=…`), so a helper can share a ready command;
 * a bad value from the URL or the form is shown as text beside its field, never put in a command.
 * @returns The form, then the commands or the list of problems.
 */
export default function InstallCommandBuilder(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  const [choices, setChoices] = useState<InstallChoices>(() => defaultChoices());
  const [donglesText, setDonglesText] = useState('');
  const timeZones = useMemo(knownTimeZones, []);

  // The URL is read once the page is in the browser (the server renders the defaults).
  useEffect(() => {
    const fromUrl = choicesFromQuery(location.search);
    setChoices(fromUrl);
    setDonglesText(fromUrl.dongles.join(' '));
    // Only on first load: later changes come from the form and are written to the URL below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (change: Partial<InstallChoices>) => {
    const next = {...choices, ...change};
    setChoices(next);
    const query = queryFromChoices(next);
    history.replace({...location, search: query ? `?${query}` : ''});
  };
  const changeMachine = (machine: Machine) => {
    const defaults = defaultChoices(machine, choices.method);
    update({
      machine,
      timeZone: defaults.timeZone,
      dataFolder: defaults.dataFolder,
      port: defaults.port,
    });
  };

  const problems = choiceProblems(choices, timeZones);
  const problemsOf = (field: ChoiceProblem['field']) => problems.filter((p) => p.field === field);
  const fieldError = (field: ChoiceProblem['field']) => {
    const list = problemsOf(field);
    return list.length === 0 ? null : (
      <p className={styles.error} id={`${id}-${field}-error`}>
        {list.map(problemMessage).join(' ')}
      </p>
    );
  };
  const describedBy = (field: ChoiceProblem['field']) =>
    problemsOf(field).length > 0 ? `${id}-${field}-error` : undefined;

  return (
    <div className={styles.builder}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>
            <Translate
              id="installBuilder.machine.legend"
              description="Legend of the machine choice">
              Machine
            </Translate>
          </legend>
          {machines.map((machine) => (
            <label key={machine} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-machine`}
                value={machine}
                checked={choices.machine === machine}
                onChange={() => changeMachine(machine)}
              />{' '}
              {machineLabel(machine)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>
            <Translate
              id="installBuilder.method.legend"
              description="Legend of the run/compose choice">
              Way to start it
            </Translate>
          </legend>
          {(['run', 'compose'] as Method[]).map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={choices.method === method}
                onChange={() => update({method})}
              />{' '}
              {method === 'run' ? (
                <Translate id="installBuilder.method.run" description="docker run choice">
                  One docker run command
                </Translate>
              ) : (
                <Translate id="installBuilder.method.compose" description="Docker Compose choice">
                  A Docker Compose file
                </Translate>
              )}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-tz`}>
            <Translate
              id="installBuilder.timeZone.label"
              description="Label of the time zone field">
              Time zone
            </Translate>
          </label>
          <select
            id={`${id}-tz`}
            className={control}
            value={choices.timeZone}
            aria-describedby={describedBy('timeZone')}
            onChange={(event) => update({timeZone: event.target.value})}>
            <option value="">
              {translate({
                id: 'installBuilder.timeZone.host',
                message: "The host's time zone (/etc/localtime)",
                description: 'Time zone option that mounts the host files',
              })}
            </option>
            {!timeZones.includes(choices.timeZone) && choices.timeZone !== '' && (
              <option value={choices.timeZone}>{choices.timeZone}</option>
            )}
            {timeZones.map((tz) => (
              <option key={tz} value={tz}>
                {tz}
              </option>
            ))}
          </select>
          {fieldError('timeZone')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-data`}>
            <Translate
              id="installBuilder.dataFolder.label"
              description="Label of the data folder field">
              Data folder on the machine
            </Translate>
          </label>
          <input
            id={`${id}-data`}
            className={control}
            type="text"
            spellCheck={false}
            value={choices.dataFolder}
            aria-describedby={describedBy('dataFolder')}
            onChange={(event) => update({dataFolder: event.target.value})}
          />
          {fieldError('dataFolder')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-port`}>
            <Translate id="installBuilder.port.label" description="Label of the port field">
              Port of the web interface
            </Translate>
          </label>
          <input
            id={`${id}-port`}
            className={control}
            type="text"
            inputMode="numeric"
            value={Number.isNaN(choices.port) ? '' : String(choices.port)}
            aria-describedby={describedBy('port')}
            onChange={(event) =>
              update({
                port: /^\d+$/.test(event.target.value) ? Number(event.target.value) : Number.NaN,
              })
            }
          />
          {fieldError('port')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-dongles`}>
            <Translate
              id="installBuilder.dongles.label"
              description="Label of the dongle paths field">
              Zigbee or Z-Wave dongle paths (optional, separated by spaces)
            </Translate>
          </label>
          <input
            id={`${id}-dongles`}
            className={control}
            type="text"
            spellCheck={false}
            placeholder="/dev/ttyUSB0"
            value={donglesText}
            aria-describedby={describedBy('dongles')}
            onChange={(event) => {
              setDonglesText(event.target.value);
              update({dongles: event.target.value.split(/\s+/).filter((d) => d !== '')});
            }}
          />
          {fieldError('dongles')}
        </div>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={choices.watchtower}
            onChange={(event) => update({watchtower: event.target.checked})}
          />{' '}
          <Translate
            id="installBuilder.watchtower.label"
            description="Label of the Watchtower checkbox">
            Update automatically with Watchtower
          </Translate>
        </label>
      </form>
      <div aria-live="polite">
        {problems.length > 0 ? (
          <p className={styles.blocked} role="status">
            <Translate
              id="installBuilder.blocked"
              description="Shown instead of the command while a field is wrong">
              Correct the fields marked above to get your command.
            </Translate>
          </p>
        ) : (
          <Output choices={choices} />
        )}
      </div>
    </div>
  );
}

/** The commands or Compose file for valid choices, and what their parts do. */
function Output({choices}: {choices: InstallChoices}): ReactNode {
  const explanations = lineExplanations(choices);
  return (
    <>
      {choices.method === 'run' ? (
        dockerRunCommands(choices).map((command, index) => (
          <CodeBlock
            key={index}
            language="bash"
            title={
              index === 0
                ? translate({
                    id: 'installBuilder.output.gladys',
                    message: 'Start Gladys',
                    description: 'Title of the generated docker run command',
                  })
                : translate({
                    id: 'installBuilder.output.watchtower',
                    message: 'Start Watchtower',
                    description: 'Title of the generated Watchtower command',
                  })
            }>
            {command}
          </CodeBlock>
        ))
      ) : (
        <>
          <CodeBlock language="yaml" title="docker-compose.yml">
            {composeFile(choices)}
          </CodeBlock>
          <CodeBlock
            language="bash"
            title={translate({
              id: 'installBuilder.output.composeUp',
              message: 'Start it, from the folder of docker-compose.yml',
              description: 'Title of the docker compose up command',
            })}>
            {composeUpCommand(choices)}
          </CodeBlock>
        </>
      )}
      {choices.dongles.length > 0 && (
        <p>
          <Translate
            id="installBuilder.output.dongles"
            values={{paths: choices.dongles.join(', ')}}
            description="Note on dongle paths under the generated command">
            {
              'Gladys sees every device of /dev, so the command needs no extra line for {paths}: choose that path in the setup of the integration (Zigbee2mqtt or Z-Wave JS UI). A path under /dev/serial/by-id/ does not change when you plug the dongle into another port.'
            }
          </Translate>
        </p>
      )}
      <table className={styles.explain}>
        <caption>
          <Translate
            id="installBuilder.explain.caption"
            description="Caption of the table explaining the command">
            What each part does
          </Translate>
        </caption>
        <tbody>
          {explanations.map(([part, text]) => (
            <tr key={part}>
              <th scope="row">
                <code>{part}</code>
              </th>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Pairs of (part of the command, what it does) for the parts present in the output. */
function lineExplanations(choices: InstallChoices): [string, string][] {
  const d = 'Explanation of a part of the generated install command';
  const rows: [string, string][] = [
    [
      choices.method === 'run' ? '--privileged' : 'privileged: true',
      translate({
        id: 'installBuilder.explain.privileged',
        message: 'Lets Gladys reach USB and Bluetooth devices, such as a Zigbee dongle.',
        description: d,
      }),
    ],
    [
      choices.method === 'run' ? '--network=host' : 'network_mode: host',
      translate({
        id: 'installBuilder.explain.network',
        message:
          "Gives Gladys the machine's network, so it can discover devices and announce itself as gladysassistant.local.",
        description: d,
      }),
    ],
    [
      choices.method === 'run' ? '--cgroupns=host' : 'cgroup: host',
      translate({
        id: 'installBuilder.explain.cgroup',
        message: 'Helps Gladys find its own container, which it needs to update itself.',
        description: d,
      }),
    ],
    [
      choices.method === 'run' ? '--restart=always' : 'restart: always',
      translate({
        id: 'installBuilder.explain.restart',
        message: 'Starts Gladys again after a crash or a reboot.',
        description: d,
      }),
    ],
    [
      'SERVER_PORT',
      translate(
        {
          id: 'installBuilder.explain.port',
          message:
            'Port of the web interface: open http://the-machine-address:{port} (leave the port out when it is 80).',
          description: d,
        },
        {port: String(choices.port)},
      ),
    ],
    choices.timeZone
      ? [
          'TZ',
          translate({
            id: 'installBuilder.explain.tz',
            message:
              'Time zone of the container. Scheduled scenes follow the Timezone setting inside Gladys.',
            description: d,
          }),
        ]
      : [
          '/etc/localtime',
          translate({
            id: 'installBuilder.explain.localtime',
            message:
              "The container takes the machine's time zone. Scheduled scenes follow the Timezone setting inside Gladys.",
            description: d,
          }),
        ],
    [
      'SQLITE_FILE_PATH',
      translate({
        id: 'installBuilder.explain.sqlite',
        message: 'Where the database lives inside the container. Keep it as it is.',
        description: d,
      }),
    ],
    [
      '/var/run/docker.sock',
      translate({
        id: 'installBuilder.explain.docker',
        message:
          'Lets Gladys start the containers some integrations need (MQTT broker, Zigbee2mqtt) and update itself.',
        description: d,
      }),
    ],
    [
      `${choices.dataFolder}`,
      translate({
        id: 'installBuilder.explain.data',
        message:
          'Your data on the machine: database, backups and files. It survives updates and a new container.',
        description: d,
      }),
    ],
    [
      '/dev',
      translate({
        id: 'installBuilder.explain.dev',
        message: 'Every device of the machine, dongles included, visible inside the container.',
        description: d,
      }),
    ],
    [
      'gladysassistant/gladys:v4',
      translate({
        id: 'installBuilder.explain.image',
        message: 'The Gladys image. The v4 tag follows every release, which updates need.',
        description: d,
      }),
    ],
  ];
  if (choices.watchtower) {
    rows.push([
      'nickfedor/watchtower',
      translate({
        id: 'installBuilder.explain.watchtower',
        message:
          'Watchtower checks for new images and updates the containers; --cleanup removes the old images.',
        description: d,
      }),
    ]);
  }
  return rows;
}
