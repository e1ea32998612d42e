import { ConfirmDialog } from './ConfirmDialog';

const loeschenText = (name: string) => `Soll der Eintrag „${name}“ wirklich gelöscht werden?`;

/** 'Eintrag löschen?' of SPEC.md section 8, naming the entry in quotes. */
export function DeleteDialog({ offen, name, onLoeschen, onAbbrechen }: { offen: boolean; name: string; onLoeschen: () => void; onAbbrechen: () => void }) {
  return <ConfirmDialog offen={offen} titel="Eintrag löschen?" text={loeschenText(name)} bestaetigen="Löschen" onBestaetigen={onLoeschen} onAbbrechen={onAbbrechen} />;
}
