import { Button, Dialog } from '@garage/app-kit';
import { useId, useState } from 'react';
import { usePartLists } from '../api/get-part-lists.ts';
import { searchPartLists, type PartLists } from '../lib/part-lists.ts';
import form from './dialog-form.module.css';
import styles from './part-list-dialog.module.css';

type PartListDialogProps = {
  /** The parts of every selected list, in list order; the form adds them and closes the dialog. */
  onAdd: (parts: string[]) => void;
  onClose: () => void;
};

/** Picks saved part lists, found by name or part, to add to a new enquiry. */
export function PartListDialog({ onAdd, onClose }: PartListDialogProps) {
  const partLists = usePartLists();
  const [search, setSearch] = useState('');
  // By list name, so a list hidden by the search stays selected.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // Walks the lists rather than the selection: list order, and a list gone since a refetch drops out.
  const chosen = [...(partLists.data ?? [])].filter(([name]) => selected.has(name));

  function toggle(name: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(name);
      else next.delete(name);
      return next;
    });
  }

  return (
    <Dialog title="Select part list" onClose={onClose}>
      <input
        type="search"
        className={styles.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search..."
        aria-label="Search part lists"
        autoComplete="off"
      />
      <div className={styles.lists}>
        {/* A failed refetch keeps the lists already loaded: only a first load shows the failure. */}
        {partLists.data ? (
          <ListRows
            lists={searchPartLists(partLists.data, search)}
            empty={partLists.data.size === 0}
            selected={selected}
            onToggle={toggle}
          />
        ) : partLists.isError ? (
          <p className={styles.error} role="alert">
            Failed to load parts. Refresh to try again.
          </p>
        ) : (
          <p className={styles.message}>Loading...</p>
        )}
      </div>
      <div className={form.actions}>
        <Button
          variant="primary"
          disabled={chosen.length === 0}
          onClick={() => onAdd(chosen.flatMap(([, parts]) => parts))}
        >
          Add
        </Button>
      </div>
    </Dialog>
  );
}

type ListRowsProps = {
  lists: PartLists;
  /** Whether the garage has no saved lists at all, rather than none matching the search. */
  empty: boolean;
  selected: ReadonlySet<string>;
  onToggle: (name: string, checked: boolean) => void;
};

function ListRows({ lists, empty, selected, onToggle }: ListRowsProps) {
  if (empty) return <p className={styles.message}>No saved part lists</p>;
  if (lists.size === 0) return <p className={styles.message}>No part lists match</p>;
  return (
    <ul className={styles.rows} aria-label="Saved part lists">
      {[...lists].map(([name, parts]) => (
        <ListRow
          key={name}
          name={name}
          parts={parts}
          checked={selected.has(name)}
          onChange={(checked) => onToggle(name, checked)}
        />
      ))}
    </ul>
  );
}

type ListRowProps = {
  name: string;
  parts: readonly string[];
  checked: boolean;
  onChange: (checked: boolean) => void;
};

function ListRow({ name, parts, checked, onChange }: ListRowProps) {
  const nameId = useId();
  const partsId = useId();
  return (
    <li>
      {/* The whole row toggles; the checkbox is named by the list and described by its parts. */}
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={nameId}
          aria-describedby={partsId}
        />
        <span className={styles.text}>
          <span id={nameId} className={styles.name}>
            {name}
          </span>
          <span id={partsId} className={styles.parts}>
            {parts.join(', ')}
          </span>
        </span>
      </label>
    </li>
  );
}
