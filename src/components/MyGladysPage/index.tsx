import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NextVersion from '@site/src/components/NextVersion';
import {myGladysScreens, type MyGladysScreen} from '@site/src/data/myGladys';
import {
  addressStorageKey,
  findScreen,
  isNextVersion,
  parseAddress,
  requestedName,
  screenRoute,
  screenTarget,
  type AddressProblem,
} from '@site/src/lib/myGladys';
import styles from './styles.module.css';

/** The message of each way an address can be refused. */
function addressProblemText(problem: AddressProblem): string {
  switch (problem) {
    case 'empty':
      return translate({
        id: 'myGladys.address.empty',
        message: 'Enter the address of your Gladys.',
      });
    case 'scheme':
      return translate({
        id: 'myGladys.address.scheme',
        message:
          'The address must start with http:// or https://, for example http://192.168.1.20.',
      });
    case 'credentials':
      return translate({
        id: 'myGladys.address.credentials',
        message:
          'Leave the user name and password out of the address: Gladys asks for them itself.',
      });
    default:
      return translate({id: 'myGladys.address.invalid', message: 'This is not a web address.'});
  }
}

/** Reads the stored address; null when there is none or storage is unavailable. */
function readStoredAddress(): string | null {
  try {
    const stored = window.localStorage.getItem(addressStorageKey);
    return stored && parseAddress(stored).ok ? stored : null;
  } catch {
    return null;
  }
}

/** A screen's menu path in the page's language, labels joined by ›. */
function MenuPath({screen}: {screen: MyGladysScreen}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const language = i18n.currentLocale === 'fr' ? 'fr' : 'en';
  if (screen.menu.length === 0) return <span>–</span>;
  return <span>{screen.menu.map((label) => label[language]).join(' › ')}</span>;
}

/** The reference list of every name, for forum posts and readers without JavaScript. */
function NameList(): ReactNode {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="my-gladys-names">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="myGladys.list.name">Name</Translate>
            </th>
            <th scope="col">
              <Translate id="myGladys.list.menu">Menu path in Gladys</Translate>
            </th>
            <th scope="col">
              <Translate id="myGladys.list.route">Route</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {myGladysScreens.map((screen) => (
            <tr key={screen.name}>
              <td>
                <code>{screen.name}</code> {isNextVersion(screen.route) ? <NextVersion /> : null}
                {screen.plusOnly ? (
                  <span className={styles.note}>
                    {' '}
                    <Translate id="myGladys.list.plusOnly">(Gladys Plus only)</Translate>
                  </span>
                ) : null}
              </td>
              <td>
                <MenuPath screen={screen} />
              </td>
              <td>
                <code>{screen.route}</code>
                {screen.params
                  ? Object.entries(screen.params).map(([param, {example}]) => (
                      <span key={param} className={styles.note}>
                        {' '}
                        <code>
                          ?{param}={example}
                        </code>
                      </span>
                    ))
                  : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The form that sets or changes the address; calls `onSaved` with a valid origin only. */
function AddressForm({
  initial,
  submitLabel,
  onSaved,
}: {
  initial: string;
  submitLabel: string;
  onSaved: (address: string) => void;
}): ReactNode {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<AddressProblem | null>(null);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseAddress(value);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    try {
      window.localStorage.setItem(addressStorageKey, result.address);
    } catch {
      // Storage refused (private mode): the address still serves this visit.
    }
    onSaved(result.address);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-my-gladys-form="">
      <label htmlFor={inputId} className={styles.label}>
        <Translate id="myGladys.address.label">Address of your Gladys</Translate>
      </label>
      <div className={styles.formRow}>
        <input
          id={inputId}
          className={styles.input}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="http://192.168.1.20"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={problem ? `${errorId} ${helpId}` : helpId}
          aria-invalid={problem ? true : undefined}
        />
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
      {problem ? (
        <p id={errorId} className={styles.error} role="alert">
          {addressProblemText(problem)}
        </p>
      ) : null}
      <div id={helpId} className={styles.help}>
        <p>
          <Translate id="myGladys.address.help">
            It is the address you type in your browser to open Gladys at home: http:// and the IP
            address of the machine that runs it, followed by :port when Gladys does not use port 80.
            Your router’s list of connected devices shows that IP address.
          </Translate>
        </p>
        <ul>
          <li>
            <code>http://gladysassistant.local</code>{' '}
            <Translate id="myGladys.address.mdns">
              works on your home network once your Gladys announces that name.
            </Translate>{' '}
            <NextVersion what="gladysassistant.local" />
          </li>
          <li>
            <code>https://plus.gladysassistant.com</code>{' '}
            <Translate id="myGladys.address.plus">
              opens the same screens from anywhere with Gladys Plus, and is the only place for the
              Gladys Plus screens (billing, Plus users, Open API, security).
            </Translate>
          </li>
        </ul>
        <p>
          <Translate id="myGladys.address.privacy">
            The address stays in this browser (its local storage). This site never receives it, and
            nothing is sent before you click.
          </Translate>
        </p>
      </div>
    </form>
  );
}

/**
 * The interactive part of the `/my/` page: reads the name and parameters from the URL
 * (`/my/<name>/` or `?name=`), asks for the reader's Gladys address the first time and keeps it
 * in localStorage, then offers the link that opens the screen there. An unknown name or a missing
 * or malformed parameter gets a message and the list of names. Server-rendered, it shows the
 * list only (no name is known before the browser reads the URL).
 */
export default function MyGladysPage(): ReactNode {
  const location = useLocation();
  const [ready, setReady] = useState(false);
  const [address, setAddress] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const openLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    setAddress(readStoredAddress());
    setReady(true);
  }, []);

  const name = ready ? requestedName(location.pathname, location.search) : null;
  const screen = name ? findScreen(name) : undefined;
  const target = screen && address ? screenTarget(address, screen, location.search) : null;
  const paramProblem = screen ? screenRoute(screen, location.search) : null;

  // The link that opens the screen takes the focus, so Enter opens it.
  const openUrl = target?.ok && !editing ? target.url : null;
  useEffect(() => {
    if (openUrl) openLink.current?.focus();
  }, [openUrl]);

  const forget = () => {
    try {
      window.localStorage.removeItem(addressStorageKey);
    } catch {
      // nothing stored
    }
    setAddress(null);
    setEditing(false);
  };

  let status: ReactNode = null;
  if (name !== null && !screen) {
    status = (
      <div className={styles.problem} role="alert" data-my-gladys-status="unknown-name">
        <Translate id="myGladys.unknownName" values={{name: <code>{name}</code>}}>
          {'There is no screen named {name}. The list below gives every name.'}
        </Translate>
      </div>
    );
  } else if (paramProblem && !paramProblem.ok) {
    status = (
      <div
        className={styles.problem}
        role="alert"
        data-my-gladys-status={`${paramProblem.problem}-param`}>
        {paramProblem.problem === 'missing' ? (
          <Translate
            id="myGladys.param.missing"
            values={{
              param: <code>{paramProblem.param}</code>,
              example: <code>{`?${paramProblem.param}=${paramProblem.example}`}</code>,
            }}>
            {'This link lacks its parameter {param}. Add it to the address, for example {example}.'}
          </Translate>
        ) : (
          <Translate
            id="myGladys.param.malformed"
            values={{
              param: <code>{paramProblem.param}</code>,
              example: <code>{paramProblem.example}</code>,
            }}>
            {'The parameter {param} is malformed: it should look like {example}.'}
          </Translate>
        )}
      </div>
    );
  }

  const screenReady = screen && (!paramProblem || paramProblem.ok);
  return (
    <div className={styles.app} data-my-gladys-ready={ready ? '' : undefined}>
      <noscript>
        <p className={styles.problem}>
          <Translate id="myGladys.noscript">
            JavaScript is off, so this page cannot open your Gladys. Find the screen in the list
            below and open it by hand: follow its menu path in Gladys, or add its route to your
            Gladys address.
          </Translate>
        </p>
      </noscript>
      {status}
      {screenReady ? (
        <section className={styles.card} aria-labelledby="my-gladys-screen">
          <h2 id="my-gladys-screen">
            <MenuPath screen={screen} /> {isNextVersion(screen.route) ? <NextVersion /> : null}
          </h2>
          <p className={styles.note}>
            <Translate id="myGladys.screen.route" values={{route: <code>{screen.route}</code>}}>
              {'Route in Gladys: {route}'}
            </Translate>
          </p>
          {address && !editing && target?.ok ? (
            <>
              <p>
                <a
                  className={clsx('button button--primary button--lg', styles.openButton)}
                  href={target.url}
                  data-my-gladys-open=""
                  ref={openLink}>
                  <Translate id="myGladys.open">Open this screen in my Gladys</Translate>
                </a>
              </p>
              <p className={styles.note}>
                <Translate id="myGladys.destination" values={{url: <code>{target.url}</code>}}>
                  {'Destination: {url}'}
                </Translate>
              </p>
            </>
          ) : null}
        </section>
      ) : null}
      {ready ? (
        <section className={styles.card} aria-labelledby="my-gladys-address">
          <h2 id="my-gladys-address">
            <Translate id="myGladys.address.title">Your Gladys</Translate>
          </h2>
          {address && !editing ? (
            <div className={styles.stored}>
              <p>
                <Translate
                  id="myGladys.address.stored"
                  values={{address: <code data-my-gladys-address="">{address}</code>}}>
                  {'Links open in {address}.'}
                </Translate>
              </p>
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => setEditing(true)}>
                <Translate id="myGladys.address.change">Change the address</Translate>
              </button>{' '}
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={forget}>
                <Translate id="myGladys.address.forget">Forget the address</Translate>
              </button>
            </div>
          ) : (
            <AddressForm
              initial={address ?? ''}
              submitLabel={
                screenReady
                  ? translate({id: 'myGladys.address.saveAndOpen', message: 'Save and open'})
                  : translate({id: 'myGladys.address.save', message: 'Save'})
              }
              onSaved={(saved) => {
                setAddress(saved);
                setEditing(false);
                if (screenReady) {
                  const next = screenTarget(saved, screen, location.search);
                  if (next.ok) window.location.assign(next.url);
                }
              }}
            />
          )}
        </section>
      ) : null}
      <h2 id="my-gladys-names">
        <Translate id="myGladys.list.title">Every name</Translate>
      </h2>
      <NameList />
    </div>
  );
}
