import { Button } from '@garage/app-kit';
import type { GarageUser } from '@garage/api-types';
import type { RuntimeConfig } from '@garage/hosting/runtime-config';
import { useRef, useState, type SubmitEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { softwareVersion } from '../../../config/software-version.ts';
import {
  addQuickLaunchPart,
  readQuickLaunchParts,
  writeQuickLaunchParts,
} from '../../../lib/quick-launch-parts.ts';
import { accountCreatedText } from '../lib/account-created.ts';
import { DesktopNotifications, NotificationSound } from './desktop-notifications.tsx';
import styles from './settings-screen.module.css';

type SettingsScreenProps = {
  user: GarageUser;
  settings: Pick<
    RuntimeConfig,
    'supportPhone' | 'appTeamPhone' | 'supportEmail' | 'supportWebsite'
  >;
};

/**
 * docs/screens.md#settings: support contacts, the garage's details, part shortcuts and
 * desktop notifications.
 */
export function SettingsScreen({ user, settings }: SettingsScreenProps) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Settings</h1>
      <div className={styles.cards}>
        <SupportInfo settings={settings} />
        <YourInfo user={user} />
        <PartShortcuts />
        <Card title="Notifications">
          <DesktopNotifications />
          <NotificationSound />
        </Card>
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

function SupportInfo({ settings }: Pick<SettingsScreenProps, 'settings'>) {
  const { supportPhone, appTeamPhone, supportEmail, supportWebsite } = settings;
  return (
    <Card title="Support Info">
      <p>
        Need help? Call your local branch on{' '}
        <a href={`tel:${supportPhone.replaceAll(' ', '')}`}>{supportPhone}</a>, or the app team on{' '}
        <a href={`tel:${appTeamPhone.replaceAll(' ', '')}`}>{appTeamPhone}</a>.
      </p>
      <dl className={styles.contacts}>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </dd>
        <dt>Website</dt>
        <dd>
          <a href={supportWebsite} target="_blank" rel="noreferrer">
            {supportWebsite}
          </a>
        </dd>
      </dl>
    </Card>
  );
}

function YourInfo({ user }: { user: GarageUser }) {
  const rows: [string, string][] = [
    ['Garage Name', user.GarageName],
    ['Username', user.GarageUserName],
    ['Address', user.Address],
    ['Account Created', accountCreatedText(user.CreatedDatetime)],
    ['Software Version', softwareVersion],
  ];
  return (
    <Card title="Your Info">
      <table className={styles.info}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function PartShortcuts() {
  const [parts, setParts] = useState(() => readQuickLaunchParts(localStorage));
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);

  function save(next: string[]) {
    setParts(next);
    writeQuickLaunchParts(localStorage, next);
  }

  function remove(part: string) {
    const index = parts.indexOf(part);
    const next = parts.filter((saved) => saved !== part);
    flushSync(() => save(next));
    // The pressed × went with its chip: the focus moves to the chip now in its place, else the
    // one before it, else the text box (docs/keyboard.md#focus-after-a-change).
    const buttons = chipsRef.current?.querySelectorAll('button');
    (buttons?.[Math.min(index, next.length - 1)] ?? inputRef.current)?.focus();
  }

  function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const added = addQuickLaunchPart(parts, typed);
    if (added.outcome === 'empty') return;
    if (added.outcome === 'duplicate') {
      // What was typed stays, so the garage can correct it.
      toast.error(`${added.existing} is already in your shortcuts`);
      return;
    }
    save(added.parts);
    setTyped('');
  }

  return (
    <Card title="Add Parts to Shortcuts">
      <form className={styles.addPart} onSubmit={add}>
        <input
          ref={inputRef}
          aria-label="Part to save"
          placeholder="Enter part to save..."
          value={typed}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button variant="primary" type="submit">
          Add
        </Button>
      </form>
      {parts.length > 0 && (
        <ul ref={chipsRef} className={styles.chips} aria-label="Saved shortcuts">
          {parts.map((part) => (
            <li key={part} className={styles.chip}>
              {part}
              <button type="button" aria-label={`Remove ${part}`} onClick={() => remove(part)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
