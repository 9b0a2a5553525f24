import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import Interpolate, {interpolate} from '@docusaurus/Interpolate';
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
import messages from '@locale/components/InstallCommandBuilder.json';
import styles from './styles.module.css';

/**
 * The builder's words: `{placeholder}` messages, one JSON file per locale
 * (`i18n/en/components/InstallCommandBuilder.json`, `i18n/fr/components/InstallCommandBuilder.json`),
 * imported here for the locale being built, so they travel with the doc that shows the builder and
 * none of them sits in `code.json`.
 */
export type InstallBuilderCopy = typeof messages;

/** The builder's text boxes and drop-down: the site's field look, no wider than 32 rem. */
const control = clsx(fieldControl, styles.control);

/** Names of the machines, in the page's language. */
function machineLabel(machine: Machine, copy: InstallBuilderCopy): string {
  switch (machine) {
    case 'linux':
      return copy.machineLinux;
    case 'synology':
      return copy.machineSynology;
    case 'unraid':
      return copy.machineUnraid;
    case 'freebox-delta':
      return copy.machineFreeboxDelta;
  }
}

/** The message of a refused choice, naming the value as text. */
function problemMessage(problem: ChoiceProblem, copy: InstallBuilderCopy): string {
  const values = {value: problem.value};
  switch (problem.code) {
    case 'timeZoneUnknown':
      return interpolate(copy.problemTimeZoneUnknown, values);
    case 'dataFolderNotAbsolute':
      return interpolate(copy.problemDataFolderNotAbsolute, values);
    case 'dataFolderUnsafe':
      return interpolate(copy.problemDataFolderUnsafe, values);
    case 'portInvalid':
      return interpolate(copy.problemPortInvalid, values);
    case 'portReserved':
      return interpolate(copy.problemPortReserved, values);
    case 'dongleNotInDev':
      return interpolate(copy.problemDongleNotInDev, values);
    case 'dongleUnsafe':
      return interpolate(copy.problemDongleUnsafe, values);
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
 * Its words are the locale's `i18n/<locale>/components/InstallCommandBuilder.json`.
 * @returns The form, then the commands or the list of problems.
 */
export default function InstallCommandBuilder(): ReactNode {
  const copy = messages;
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
        {list.map((problem) => problemMessage(problem, copy)).join(' ')}
      </p>
    );
  };
  const describedBy = (field: ChoiceProblem['field']) =>
    problemsOf(field).length > 0 ? `${id}-${field}-error` : undefined;

  return (
    <div className={styles.builder}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>{copy.machineLegend}</legend>
          {machines.map((machine) => (
            <label key={machine} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-machine`}
                value={machine}
                checked={choices.machine === machine}
                onChange={() => changeMachine(machine)}
              />{' '}
              {machineLabel(machine, copy)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{copy.methodLegend}</legend>
          {(['run', 'compose'] as Method[]).map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={choices.method === method}
                onChange={() => update({method})}
              />{' '}
              {method === 'run' ? copy.methodRun : copy.methodCompose}
            </label>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-tz`}>{copy.timeZoneLabel}</label>
          <select
            id={`${id}-tz`}
            className={control}
            value={choices.timeZone}
            aria-describedby={describedBy('timeZone')}
            onChange={(event) => update({timeZone: event.target.value})}>
            <option value="">{copy.timeZoneHost}</option>
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
          <label htmlFor={`${id}-data`}>{copy.dataFolderLabel}</label>
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
          <label htmlFor={`${id}-port`}>{copy.portLabel}</label>
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
          <label htmlFor={`${id}-dongles`}>{copy.donglesLabel}</label>
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
          {copy.watchtowerLabel}
        </label>
      </form>
      <div aria-live="polite">
        {problems.length > 0 ? (
          <p className={styles.blocked} role="status">
            {copy.blocked}
          </p>
        ) : (
          <Output choices={choices} copy={copy} />
        )}
      </div>
    </div>
  );
}

/** The commands or Compose file for valid choices, and what their parts do. */
function Output({choices, copy}: {choices: InstallChoices; copy: InstallBuilderCopy}): ReactNode {
  const explanations = lineExplanations(choices, copy);
  return (
    <>
      {choices.method === 'run' ? (
        dockerRunCommands(choices).map((command, index) => (
          <CodeBlock
            key={index}
            language="bash"
            title={index === 0 ? copy.outputGladys : copy.outputWatchtower}>
            {command}
          </CodeBlock>
        ))
      ) : (
        <>
          <CodeBlock language="yaml" title="docker-compose.yml">
            {composeFile(choices)}
          </CodeBlock>
          <CodeBlock language="bash" title={copy.outputComposeUp}>
            {composeUpCommand(choices)}
          </CodeBlock>
        </>
      )}
      {choices.dongles.length > 0 && (
        <p>
          <Interpolate values={{paths: choices.dongles.join(', ')}}>
            {copy.outputDongles}
          </Interpolate>
        </p>
      )}
      <table className={styles.explain}>
        <caption>{copy.explainCaption}</caption>
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
function lineExplanations(choices: InstallChoices, copy: InstallBuilderCopy): [string, string][] {
  const rows: [string, string][] = [
    [choices.method === 'run' ? '--privileged' : 'privileged: true', copy.explainPrivileged],
    [choices.method === 'run' ? '--network=host' : 'network_mode: host', copy.explainNetwork],
    [choices.method === 'run' ? '--cgroupns=host' : 'cgroup: host', copy.explainCgroup],
    [choices.method === 'run' ? '--restart=always' : 'restart: always', copy.explainRestart],
    ['SERVER_PORT', interpolate(copy.explainPort, {port: String(choices.port)})],
    choices.timeZone ? ['TZ', copy.explainTz] : ['/etc/localtime', copy.explainLocaltime],
    ['SQLITE_FILE_PATH', copy.explainSqlite],
    ['/var/run/docker.sock', copy.explainDocker],
    [`${choices.dataFolder}`, copy.explainData],
    ['/dev', copy.explainDev],
    ['gladysassistant/gladys:v4', copy.explainImage],
  ];
  if (choices.watchtower) {
    rows.push(['nickfedor/watchtower', copy.explainWatchtower]);
  }
  return rows;
}
