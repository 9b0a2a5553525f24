import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Interpolate from '@docusaurus/Interpolate';
import {useLocation} from '@docusaurus/router';
import NextVersion from '@site/src/components/NextVersion';
import {myGladysScreens, type MyGladysLabel, type MyGladysScreen} from '@site/src/data/myGladys';
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
import messages from '@locale/components/MyGladysPage.json';
import menuWords from '@locale/data/myGladysMenu.json';
import styles from './styles.module.css';

/**
 * The page's words: `{placeholder}` messages, one JSON file per locale
 * (`i18n/en/components/MyGladysPage.json`, `i18n/fr/components/MyGladysPage.json`), imported here
 * for the locale being built, so they stay out of `code.json` and each page carries one language.
 */
export type MyGladysCopy = typeof messages;

/** The message of each way an address can be refused. */
function addressProblemText(problem: AddressProblem, copy: MyGladysCopy): string {
  switch (problem) {
    case 'empty':
      return copy.addressEmpty;
    case 'scheme':
      return copy.addressScheme;
    case 'credentials':
      return copy.addressCredentials;
    default:
      return copy.addressInvalid;
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

/** The words of a menu label in the locale being built (`i18n/<locale>/data/myGladysMenu.json`). */
function menuLabel(label: MyGladysLabel): string {
  const words: Record<string, string> = label.key === undefined ? menuWords.catalog : menuWords.ui;
  return words[label.key ?? label.catalog] ?? label.key ?? label.catalog;
}

/** A screen's menu path in the page's language, labels joined by ›. */
function MenuPath({screen}: {screen: MyGladysScreen}): ReactNode {
  if (screen.menu.length === 0) return <span>–</span>;
  return <span>{screen.menu.map(menuLabel).join(' › ')}</span>;
}

/** The reference list of every name, for forum posts and readers without JavaScript. */
function NameList({copy}: {copy: MyGladysCopy}): ReactNode {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="my-gladys-names">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{copy.listName}</th>
            <th scope="col">{copy.listMenu}</th>
            <th scope="col">{copy.listRoute}</th>
          </tr>
        </thead>
        <tbody>
          {myGladysScreens.map((screen) => (
            <tr key={screen.name}>
              <td>
                <code>{screen.name}</code> {isNextVersion(screen.route) ? <NextVersion /> : null}
                {screen.plusOnly ? <span className={styles.note}> {copy.listPlusOnly}</span> : null}
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
  copy,
}: {
  copy: MyGladysCopy;
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
        {copy.addressLabel}
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
          {addressProblemText(problem, copy)}
        </p>
      ) : null}
      <div id={helpId} className={styles.help}>
        <p>
          <Interpolate values={{port: <code>:port</code>}}>{copy.addressHelp}</Interpolate>
        </p>
        <ul>
          <li>
            <code>http://gladysassistant.local</code> {copy.addressMdns}{' '}
            <NextVersion what="gladysassistant.local" />
          </li>
          <li>
            <code>https://plus.gladysassistant.com</code> {copy.addressPlus}
          </li>
        </ul>
        <p>{copy.addressPrivacy}</p>
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
 *
 * Its words are the locale's `i18n/<locale>/components/MyGladysPage.json`.
 */
export default function MyGladysPage(): ReactNode {
  const copy = messages;
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
        <Interpolate values={{name: <code>{name}</code>}}>{copy.unknownName}</Interpolate>
      </div>
    );
  } else if (paramProblem && !paramProblem.ok) {
    status = (
      <div
        className={styles.problem}
        role="alert"
        data-my-gladys-status={`${paramProblem.problem}-param`}>
        {paramProblem.problem === 'missing' ? (
          <Interpolate
            values={{
              param: <code>{paramProblem.param}</code>,
              example: <code>{`?${paramProblem.param}=${paramProblem.example}`}</code>,
            }}>
            {copy.paramMissing}
          </Interpolate>
        ) : (
          <Interpolate
            values={{
              param: <code>{paramProblem.param}</code>,
              example: <code>{paramProblem.example}</code>,
            }}>
            {copy.paramMalformed}
          </Interpolate>
        )}
      </div>
    );
  }

  const screenReady = screen && (!paramProblem || paramProblem.ok);
  return (
    <div className={styles.app} data-my-gladys-ready={ready ? '' : undefined}>
      <noscript>
        <p className={styles.problem}>{copy.noscript}</p>
      </noscript>
      {status}
      {screenReady ? (
        <section className={styles.card} aria-labelledby="my-gladys-screen">
          <h2 id="my-gladys-screen">
            <MenuPath screen={screen} /> {isNextVersion(screen.route) ? <NextVersion /> : null}
          </h2>
          <p className={styles.note}>
            <Interpolate values={{route: <code>{screen.route}</code>}}>
              {copy.screenRoute}
            </Interpolate>
          </p>
          {address && !editing && target?.ok ? (
            <>
              <p>
                <a
                  className={clsx('button button--primary button--lg', styles.openButton)}
                  href={target.url}
                  data-my-gladys-open=""
                  ref={openLink}>
                  {copy.open}
                </a>
              </p>
              <p className={styles.note}>
                <Interpolate values={{url: <code>{target.url}</code>}}>
                  {copy.destination}
                </Interpolate>
              </p>
            </>
          ) : null}
        </section>
      ) : null}
      {ready ? (
        <section className={styles.card} aria-labelledby="my-gladys-address">
          <h2 id="my-gladys-address">{copy.addressTitle}</h2>
          {address && !editing ? (
            <div className={styles.stored}>
              <p>
                <Interpolate values={{address: <code data-my-gladys-address="">{address}</code>}}>
                  {copy.addressStored}
                </Interpolate>
              </p>
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={() => setEditing(true)}>
                {copy.addressChange}
              </button>{' '}
              <button
                type="button"
                className="button button--secondary button--sm"
                onClick={forget}>
                {copy.addressForget}
              </button>
            </div>
          ) : (
            <AddressForm
              copy={copy}
              initial={address ?? ''}
              submitLabel={screenReady ? copy.addressSaveAndOpen : copy.addressSave}
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
      <h2 id="my-gladys-names">{copy.listTitle}</h2>
      <NameList copy={copy} />
    </div>
  );
}
