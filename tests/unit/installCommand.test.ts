/**
 * The installation command builder writes the commands of the docs: defaults equal the product's
 * own docker-compose.yml, bad input is refused with the field it concerns and never reaches a
 * command, and the choices survive a trip through the URL.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  choiceProblems,
  choicesFromQuery,
  composeFile,
  defaultChoices,
  dockerRunCommands,
  machines,
  queryFromChoices,
} from '../../src/lib/installCommand.ts';

test('the default Compose file is the product’s docker/docker-compose.yml (Gladys 4.86.1)', () => {
  const product = `version: '3'

services:
  gladys:
    image: gladysassistant/gladys:v4
    container_name: gladys
    restart: always
    privileged: true
    network_mode: host
    cgroup: host
    logging:
      driver: 'json-file'
      options:
        max-size: 10m
    environment:
      NODE_ENV: production
      SQLITE_FILE_PATH: /var/lib/gladysassistant/gladys-production.db
      SERVER_PORT: 80
      TZ: Europe/Paris
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
      - /var/lib/gladysassistant:/var/lib/gladysassistant
      - /dev:/dev
      - /run/udev:/run/udev:ro
  watchtower:
    image: nickfedor/watchtower
    restart: always
    container_name: watchtower
    command: --cleanup --include-restarting
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock
`;
  assert.equal(composeFile(defaultChoices('linux', 'compose')), product);
});

test('every machine has valid defaults and a command', () => {
  for (const machine of machines) {
    assert.deepEqual(choiceProblems(defaultChoices(machine)), [], machine);
    assert.match(dockerRunCommands(defaultChoices(machine))[0]!, /gladysassistant\/gladys:v4$/);
  }
});

test('Synology takes the NAS time zone; the Freebox VM needs no sudo', () => {
  const [synology] = dockerRunCommands(defaultChoices('synology'));
  assert.match(synology!, /-v \/etc\/localtime:\/etc\/localtime:ro/);
  assert.doesNotMatch(synology!, /-e TZ=/);
  assert.match(dockerRunCommands(defaultChoices('freebox-delta'))[0]!, /^docker run -d/);
});

test('choices change the command: time zone, folder, port, no Watchtower', () => {
  const choices = {
    ...defaultChoices(),
    timeZone: 'America/New_York',
    dataFolder: '/srv/gladys/',
    port: 8080,
    watchtower: false,
  };
  const commands = dockerRunCommands(choices);
  assert.equal(commands.length, 1);
  assert.match(commands[0]!, /-e TZ=America\/New_York/);
  assert.match(commands[0]!, /-v \/srv\/gladys:\/var\/lib\/gladysassistant/);
  assert.match(commands[0]!, /-e SERVER_PORT=8080/);
});

test('bad input is refused with its field and never written into a command', () => {
  const bad = {
    ...defaultChoices(),
    timeZone: 'Mars/Olympus',
    dataFolder: 'gladys',
    port: 1884,
    dongles: ['/dev/ttyUSB0', 'COM3', '/dev/tty$(reboot)'],
  };
  const problems = choiceProblems(bad, ['Europe/Paris']);
  assert.deepEqual(
    problems.map((p) => `${p.field}:${p.code}:${p.value}`),
    [
      'timeZone:timeZoneUnknown:Mars/Olympus',
      'dataFolder:dataFolderNotAbsolute:gladys',
      'port:portReserved:1884',
      'dongles:dongleNotInDev:COM3',
      'dongles:dongleUnsafe:/dev/tty$(reboot)',
    ],
  );
  assert.throws(
    () => dockerRunCommands({...defaultChoices(), dataFolder: '/srv/x; rm -rf /'}),
    /dataFolder \(dataFolderUnsafe/,
  );
  assert.throws(() => composeFile({...defaultChoices(), port: 0}), /port \(portInvalid/);
  assert.deepEqual(
    choiceProblems({...defaultChoices(), port: 12500}).map((p) => p.code),
    ['portReserved'],
  );
});

test('the choices survive the URL, and a hostile query stays a value to refuse', () => {
  const choices = {
    ...defaultChoices('synology', 'compose'),
    timeZone: 'Europe/Brussels',
    port: 8421,
    dongles: ['/dev/ttyACM0'],
    watchtower: false,
  };
  assert.deepEqual(choicesFromQuery(`?${queryFromChoices(choices)}`), choices);
  assert.equal(queryFromChoices(defaultChoices()), '');
  const hostile = choicesFromQuery('?machine=<script>&data=%3Cimg%20src%3Dx%3E&port=80abc');
  assert.equal(hostile.machine, 'linux');
  assert.equal(hostile.dataFolder, '<img src=x>');
  assert.ok(Number.isNaN(hostile.port));
  assert.deepEqual(
    choiceProblems(hostile).map((p) => p.code),
    ['dataFolderNotAbsolute', 'portInvalid'],
  );
});
