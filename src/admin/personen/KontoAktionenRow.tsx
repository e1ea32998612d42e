import { createContext, useContext } from 'react';
import { useRecordContext, type DatagridRowProps } from 'react-admin';
import { KeyboardRow } from '../../ui/list/KeyboardRow';
import { ContextMenu, type ContextMenuEntry } from '../../ui/contextmenu/ContextMenu';
import { ContextMenuButton } from '../../ui/contextmenu/ContextMenuButton';
import { useKontoAktionen, type KontoDaten } from './useKontoAktionen';

const Zeilenmenue = createContext<{ eintraege: readonly ContextMenuEntry[]; label: string } | null>(null);

/**
 * A list row with the account's context menu (right click, the context-menu key or Shift+F10), reachable with
 * Tab and opened with Enter. Its entries also stand behind the row's button in the last column.
 */
export function KontoAktionenRow(props: DatagridRowProps) {
  const datensatz = useRecordContext<KontoDaten>();
  const { eintraege, dialog, name } = useKontoAktionen(datensatz);
  const label = `Aktionen für ${name}`;
  return (
    <Zeilenmenue.Provider value={{ eintraege, label }}>
      <ContextMenu eintraege={eintraege} label={label}>
        <KeyboardRow {...props} aria-label={name} />
      </ContextMenu>
      {dialog}
    </Zeilenmenue.Provider>
  );
}

/** The last column of a list with KontoAktionenRow: the row's menu behind a button, for touch screens. */
export function KontoAktionenColumn(_: { label?: string; sortable?: boolean }) {
  const menue = useContext(Zeilenmenue);
  return menue ? <ContextMenuButton eintraege={menue.eintraege} label={menue.label} /> : null;
}
