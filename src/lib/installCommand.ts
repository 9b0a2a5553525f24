/**
 * The commands that install Gladys with Docker, written from one set of choices. The installation
 * docs show them through `<InstallCommand>` and the command builder page edits the choices, so a
 * page and the builder can never disagree (`tests/unit/installCommand.test.ts`, and the built-site
 * check that each page shows the builder's default output).
 *
 * Facts (image, options, volumes, Watchtower image and flags) come from the product's own
 * `docker-compose.yml` and the installation docs checked against Gladys 4.86.1.
 */

/** Machines the builder knows, each with the defaults of its installation doc. */
export const machines = ['linux', 'synology', 'unraid', 'freebox-delta'] as const;
/** One of {@link machines}. `linux` covers a Raspberry Pi on a 64-bit OS, a mini-PC and any Linux. */
export type Machine = (typeof machines)[number];

/** How the container is started: one `docker run` command, or a Docker Compose file. */
export const methods = ['run', 'compose'] as const;
/** One of {@link methods}. */
export type Method = (typeof methods)[number];

/** Everything a visitor can choose. */
export type InstallChoices = {
  machine: Machine;
  method: Method;
  /**
   * IANA time zone of the container (`Europe/Paris`), or `''` to take the host's time zone from
   * `/etc/timezone` and `/etc/localtime` (the Synology default).
   */
  timeZone: string;
  /** Absolute folder of the host where Gladys keeps its database and files. */
  dataFolder: string;
  /** Port of the web interface, 1–65535 (`SERVER_PORT`). */
  port: number;
  /** Paths of Zigbee or Z-Wave dongles under `/dev/`, shown in the explanation (the container sees all of `/dev`). */
  dongles: string[];
  /** Also start Watchtower, which updates the containers when a new image is out. */
  watchtower: boolean;
};

/** Per-machine defaults and command style. */
type MachineProfile = {
  /** Prefix commands with `sudo` (not inside the Freebox VM, where the user is in the `docker` group). */
  sudo: boolean;
  timeZone: string;
  dataFolder: string;
  port: number;
  /** Mount `/run/udev` read-only (device details from udev); DSM has no such folder. */
  udev: boolean;
};

const profiles: Record<Machine, MachineProfile> = {
  linux: {
    sudo: true,
    timeZone: 'Europe/Paris',
    dataFolder: '/var/lib/gladysassistant',
    port: 80,
    udev: true,
  },
  synology: {
    sudo: true,
    timeZone: '',
    dataFolder: '/volume1/docker/gladysassistant',
    port: 8420,
    udev: false,
  },
  unraid: {
    sudo: false,
    timeZone: 'Europe/Paris',
    dataFolder: '/mnt/user/appdata/gladysassistant',
    port: 8006,
    udev: true,
  },
  'freebox-delta': {
    sudo: false,
    timeZone: 'Europe/Paris',
    dataFolder: '/var/lib/gladysassistant',
    port: 80,
    udev: true,
  },
};

/** Image of Gladys; the `v4` tag follows every release, which updates need. */
export const gladysImage = 'gladysassistant/gladys:v4';
/** Image of Watchtower the product itself uses. */
export const watchtowerImage = 'nickfedor/watchtower';
/** Folder of the database inside the container. */
const containerDataFolder = '/var/lib/gladysassistant';
/** Ports that integrations start services on: the web interface must not take them. */
export const reservedPorts = {
  mqtt: 1883,
  zigbee2mqttBroker: 1884,
  zigbee2mqttFrontend: [12000, 12999],
} as const;

/** The defaults of a machine, as its installation doc shows them. */
export function defaultChoices(machine: Machine = 'linux', method: Method = 'run'): InstallChoices {
  const p = profiles[machine];
  return {
    machine,
    method,
    timeZone: p.timeZone,
    dataFolder: p.dataFolder,
    port: p.port,
    dongles: [],
    watchtower: true,
  };
}

/** A choice the builder refuses, with the field it concerns (for the form) and a message key. */
export type ChoiceProblem = {
  field: 'timeZone' | 'dataFolder' | 'port' | 'dongles';
  /** Stable key of the message (the page translates it). */
  code:
    | 'timeZoneUnknown'
    | 'dataFolderNotAbsolute'
    | 'dataFolderUnsafe'
    | 'portInvalid'
    | 'portReserved'
    | 'dongleNotInDev'
    | 'dongleUnsafe';
  /** The value refused, to show as text. */
  value: string;
};

/** Characters allowed in a path: nothing a shell or YAML would read as syntax. */
const safePath = /^\/[A-Za-z0-9._\-/]*$/;

/**
 * What is wrong with some choices; an empty list means a command can be written.
 * @param choices The visitor's choices.
 * @param timeZones Time zones the browser knows (`Intl.supportedValuesOf('timeZone')`); when
 *   omitted, any `Area/City` name is accepted.
 */
export function choiceProblems(
  choices: InstallChoices,
  timeZones?: readonly string[],
): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  const tz = choices.timeZone;
  if (
    tz !== '' &&
    (timeZones
      ? !timeZones.includes(tz) && tz !== 'UTC'
      : !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz))
  ) {
    problems.push({field: 'timeZone', code: 'timeZoneUnknown', value: tz});
  }
  if (!choices.dataFolder.startsWith('/')) {
    problems.push({field: 'dataFolder', code: 'dataFolderNotAbsolute', value: choices.dataFolder});
  } else if (!safePath.test(choices.dataFolder)) {
    problems.push({field: 'dataFolder', code: 'dataFolderUnsafe', value: choices.dataFolder});
  }
  const port = choices.port;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push({field: 'port', code: 'portInvalid', value: String(port)});
  } else if (
    port === reservedPorts.mqtt ||
    port === reservedPorts.zigbee2mqttBroker ||
    (port >= reservedPorts.zigbee2mqttFrontend[0] && port <= reservedPorts.zigbee2mqttFrontend[1])
  ) {
    problems.push({field: 'port', code: 'portReserved', value: String(port)});
  }
  for (const dongle of choices.dongles) {
    if (!dongle.startsWith('/dev/')) {
      problems.push({field: 'dongles', code: 'dongleNotInDev', value: dongle});
    } else if (!safePath.test(dongle)) {
      problems.push({field: 'dongles', code: 'dongleUnsafe', value: dongle});
    }
  }
  return problems;
}

/** Removes a trailing slash, keeps `/`. */
const folder = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The `docker run` commands: Gladys, then Watchtower when chosen.
 * @throws Error when {@link choiceProblems} finds a problem (callers check first).
 * @returns One command per container, each a multi-line shell command.
 */
export function dockerRunCommands(choices: InstallChoices): string[] {
  assertValid(choices);
  const p = profiles[choices.machine];
  const docker = p.sudo ? 'sudo docker' : 'docker';
  const lines = [
    `${docker} run -d`,
    '--log-driver json-file',
    '--log-opt max-size=10m',
    '--cgroupns=host',
    '--restart=always',
    '--privileged',
    '--network=host',
    '--name gladys',
    '-e NODE_ENV=production',
    `-e SERVER_PORT=${choices.port}`,
    ...(choices.timeZone ? [`-e TZ=${choices.timeZone}`] : []),
    `-e SQLITE_FILE_PATH=${containerDataFolder}/gladys-production.db`,
    '-v /var/run/docker.sock:/var/run/docker.sock',
    `-v ${folder(choices.dataFolder)}:${containerDataFolder}`,
    ...(choices.timeZone
      ? []
      : ['-v /etc/timezone:/etc/timezone:ro', '-v /etc/localtime:/etc/localtime:ro']),
    '-v /dev:/dev',
    ...(p.udev ? ['-v /run/udev:/run/udev:ro'] : []),
    gladysImage,
  ];
  const commands = [lines.join(' \\\n  ')];
  if (choices.watchtower) {
    commands.push(
      [
        `${docker} run -d`,
        '--name watchtower',
        '--restart=always',
        '-v /var/run/docker.sock:/var/run/docker.sock',
        watchtowerImage,
        '--cleanup --include-restarting',
      ].join(' \\\n  '),
    );
  }
  return commands;
}

/**
 * The `docker-compose.yml` file for the choices, Watchtower included when chosen.
 * @throws Error when {@link choiceProblems} finds a problem.
 */
export function composeFile(choices: InstallChoices): string {
  assertValid(choices);
  const p = profiles[choices.machine];
  // Same shape as the product's own docker/docker-compose.yml.
  const lines = [
    "version: '3'",
    '',
    'services:',
    '  gladys:',
    `    image: ${gladysImage}`,
    '    container_name: gladys',
    '    restart: always',
    '    privileged: true',
    '    network_mode: host',
    '    cgroup: host',
    '    logging:',
    "      driver: 'json-file'",
    '      options:',
    '        max-size: 10m',
    '    environment:',
    '      NODE_ENV: production',
    `      SQLITE_FILE_PATH: ${containerDataFolder}/gladys-production.db`,
    `      SERVER_PORT: ${choices.port}`,
    ...(choices.timeZone ? [`      TZ: ${choices.timeZone}`] : []),
    '    volumes:',
    '      - /var/run/docker.sock:/var/run/docker.sock',
    `      - ${folder(choices.dataFolder)}:${containerDataFolder}`,
    ...(choices.timeZone
      ? []
      : ['      - /etc/timezone:/etc/timezone:ro', '      - /etc/localtime:/etc/localtime:ro']),
    '      - /dev:/dev',
    ...(p.udev ? ['      - /run/udev:/run/udev:ro'] : []),
  ];
  if (choices.watchtower) {
    lines.push(
      '  watchtower:',
      `    image: ${watchtowerImage}`,
      '    restart: always',
      '    container_name: watchtower',
      '    command: --cleanup --include-restarting',
      '    volumes:',
      '      - /var/run/docker.sock:/var/run/docker.sock',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The command that starts what {@link composeFile} describes. */
export function composeUpCommand(choices: InstallChoices): string {
  return profiles[choices.machine].sudo ? 'sudo docker compose up -d' : 'docker compose up -d';
}

function assertValid(choices: InstallChoices): void {
  const problems = choiceProblems(choices);
  if (problems.length > 0) {
    throw new Error(
      `Invalid install choices: ${problems.map((p) => `${p.field} (${p.code}: ${p.value})`).join(', ')}`,
    );
  }
}

/** Query-string keys of the builder's URL. */
const queryKeys = {
  machine: 'machine',
  method: 'method',
  timeZone: 'tz',
  dataFolder: 'data',
  port: 'port',
  dongles: 'dongle',
  watchtower: 'watchtower',
} as const;

/**
 * Choices from a builder URL's query string. Unknown machines or methods fall back to the defaults;
 * other values are kept as typed, so {@link choiceProblems} can show what is wrong with them.
 */
export function choicesFromQuery(search: string): InstallChoices {
  const params = new URLSearchParams(search);
  const machineParam = params.get(queryKeys.machine);
  const methodParam = params.get(queryKeys.method);
  const machine = (machines as readonly string[]).includes(machineParam ?? '')
    ? (machineParam as Machine)
    : 'linux';
  const method = (methods as readonly string[]).includes(methodParam ?? '')
    ? (methodParam as Method)
    : 'run';
  const choices = defaultChoices(machine, method);
  const tz = params.get(queryKeys.timeZone);
  if (tz !== null) choices.timeZone = tz;
  const data = params.get(queryKeys.dataFolder);
  if (data !== null) choices.dataFolder = data;
  const port = params.get(queryKeys.port);
  if (port !== null) choices.port = /^\d+$/.test(port) ? Number(port) : Number.NaN;
  const dongles = params.getAll(queryKeys.dongles).filter((d) => d !== '');
  if (dongles.length > 0) choices.dongles = dongles;
  const watchtower = params.get(queryKeys.watchtower);
  if (watchtower !== null) choices.watchtower = watchtower !== '0';
  return choices;
}

/** The query string (without `?`) of some choices; values equal to the machine's defaults are left out. */
export function queryFromChoices(choices: InstallChoices): string {
  const defaults = defaultChoices(choices.machine, choices.method);
  const params = new URLSearchParams();
  if (choices.machine !== 'linux') params.set(queryKeys.machine, choices.machine);
  if (choices.method !== 'run') params.set(queryKeys.method, choices.method);
  if (choices.timeZone !== defaults.timeZone) params.set(queryKeys.timeZone, choices.timeZone);
  if (choices.dataFolder !== defaults.dataFolder)
    params.set(queryKeys.dataFolder, choices.dataFolder);
  if (choices.port !== defaults.port)
    params.set(queryKeys.port, Number.isNaN(choices.port) ? '' : String(choices.port));
  for (const dongle of choices.dongles) params.append(queryKeys.dongles, dongle);
  if (!choices.watchtower) params.set(queryKeys.watchtower, '0');
  return params.toString();
}
