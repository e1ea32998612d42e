import { useState, type ReactNode } from 'react';
import { useCreatePath, useDelete, useNotify, useRedirect, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { getAuthentifizierung } from '../../api/auth';
import { ModelStateError } from '../../api/http';
import { KontoZustand } from '../../../domain/konto';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { DeleteDialog } from '../../ui/dialogs/DeleteDialog';
import type { ContextMenuEntry } from '../../ui/contextmenu/ContextMenu';
import { useArbeitsbereich } from '../arbeitsbereich/ArbeitsbereichContext';
import { reiterSchluessel } from '../arbeitsbereich/arbeitsbereichSpeicher';
import { AusschreibungenBleibenDialog } from './AusschreibungenBleibenDialog';
import { KONTO_AKTIONEN, type KontoAktion } from './kontoAktionen';
import { useDarstellung } from './useDarstellung';
import { usePersonenAdmin, usePersonenRessource } from '../../api/admin/usePersonenAdmin';

/** What the actions need to know of an account. A list row knows less than a record: what it lacks is allowed. */
export interface KontoDaten {
  id: Identifier;
  login: string;
  zustand: KontoZustand;
  aktiv?: boolean;
  gesperrtBis?: string | null;
  anzahlSitzungen?: number;
  anzahlZweiteFaktoren?: number;
  /** a Kunde's tenders, which keep the Kunde from being deleted */
  anzahlAusschreibungen?: number;
}

export type Aktion = KontoAktion | 'loeschen';

const SYMBOL: Record<Aktion, ReactNode> = {
  sperren: <LockIcon fontSize="small" />,
  entsperren: <LockOpenIcon fontSize="small" />,
  aktivierung: <ForwardToInboxIcon fontSize="small" />,
  sitzungen: <LogoutIcon fontSize="small" />,
  zweiteFaktoren: <KeyOffIcon fontSize="small" />,
  loeschen: <DeleteIcon fontSize="small" />,
};

/** A refusal of the server (400) carries its German reason; every other failure has its toast already. */
const ablehnung = (fehler: unknown) => (fehler instanceof ModelStateError ? fehler.body.message : undefined);

const TEXTE = 'portal.personen.kontoAktionen';

/**
 * The account actions on one Kunde, EVU or Administrator, for its list row and its page alike: what is possible
 * now, the question before a destructive one, the call, and the German answer. After deleting, `zurListe` leaves
 * the record's page; the record's tab closes either way.
 */
export function useKontoAktionen(datensatz: KontoDaten | undefined, { zurListe = false }: { zurListe?: boolean } = {}) {
  const resource = usePersonenRessource();
  const provider = usePersonenAdmin();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const arbeitsbereich = useArbeitsbereich();
  const name = useDarstellung(datensatz);
  // The question keeps its text while the dialog fades out.
  const [frage, setFrage] = useState<{ aktion: Aktion; offen: boolean }>();

  const melde = (fehler: unknown) => {
    const grund = ablehnung(fehler);
    if (grund) notify(grund, { type: 'error' });
  };
  const konto = useMutation({
    mutationFn: ({ aktion, id }: { aktion: KontoAktion; id: Identifier }) => KONTO_AKTIONEN[aktion].ausfuehren(provider, resource, id),
    onSuccess: (_, { aktion }) => {
      notify(`${TEXTE}.${aktion}.erfolg`, { type: 'success' });
      refresh();
    },
    onError: melde,
  });
  const [loesche, { isPending: loeschtGerade }] = useDelete();

  const fuehreAus = (aktion: Aktion) => {
    if (!datensatz) return;
    if (aktion !== 'loeschen') {
      konto.mutate({ aktion, id: datensatz.id });
      return;
    }
    loesche(
      resource,
      { id: datensatz.id, previousData: datensatz },
      {
        onSuccess: () => {
          notify(`${TEXTE}.loeschen.erfolg`, { type: 'success' });
          // Leave the page before its tab goes, so that the workspace never sees a deleted record on screen.
          if (zurListe) redirect('list', resource);
          const schluessel = reiterSchluessel(resource, datensatz.id);
          if (arbeitsbereich?.speicher.finde(schluessel)) arbeitsbereich.speicher.entferne(schluessel);
        },
        onError: melde,
      },
    );
  };

  const starte = (aktion: Aktion) => {
    if (aktion === 'loeschen' || KONTO_AKTIONEN[aktion].fragt) setFrage({ aktion, offen: true });
    else fuehreAus(aktion);
  };
  const bestaetigt = () => {
    if (!frage) return;
    setFrage({ ...frage, offen: false });
    fuehreAus(frage.aktion);
  };
  const stattdessenGesperrt = () => {
    if (frage) setFrage({ ...frage, offen: false });
    fuehreAus('sperren');
  };
  const abgebrochen = () => frage && setFrage({ ...frage, offen: false });

  const gesperrt = datensatz?.zustand === KontoZustand.Gesperrt;
  // Read at the moment: an administrator may lock and delete everybody but themselves (the server says so too).
  const eigenes = !!datensatz && resource === 'administrator' && datensatz.login === getAuthentifizierung()?.login;
  const laeuft = konto.isPending || loeschtGerade;
  /** Possible now for this account; a list row without the counts leaves the decision to the server. */
  const moeglich: Record<Aktion, boolean> = {
    sperren: !gesperrt && !eigenes,
    entsperren: gesperrt || !!datensatz?.gesperrtBis,
    aktivierung: datensatz?.aktiv === undefined ? datensatz?.zustand !== KontoZustand.Aktiv : !datensatz.aktiv,
    sitzungen: datensatz?.anzahlSitzungen !== 0,
    zweiteFaktoren: !!datensatz?.anzahlZweiteFaktoren,
    loeschen: !eigenes,
  };
  const eintrag = (aktion: Aktion): ContextMenuEntry => ({
    titel: translate(`${TEXTE}.${aktion}.titel`),
    symbol: SYMBOL[aktion],
    aktion: () => starte(aktion),
    deaktiviert: laeuft || !moeglich[aktion],
    gefaehrlich: aktion === 'loeschen',
  });
  const oeffne = (type: 'show' | 'edit') => datensatz && navigate(createPath({ resource, id: datensatz.id, type }));

  /** The row's context menu: open, edit, then the account's actions, deleting last. */
  const eintraege: ContextMenuEntry[] = [
    { titel: translate(`${TEXTE}.oeffnen`), symbol: <VisibilityIcon fontSize="small" />, aktion: () => oeffne('show') },
    { titel: translate(`${TEXTE}.bearbeiten`), symbol: <EditIcon fontSize="small" />, aktion: () => oeffne('edit') },
    eintrag(gesperrt ? 'entsperren' : 'sperren'),
    ...(!gesperrt && moeglich.entsperren ? [eintrag('entsperren')] : []),
    eintrag('aktivierung'),
    eintrag('sitzungen'),
    ...(moeglich.zweiteFaktoren ? [eintrag('zweiteFaktoren')] : []),
    eintrag('loeschen'),
  ];

  const gefragt = frage && frage.aktion !== 'loeschen' && KONTO_AKTIONEN[frage.aktion].fragt ? `${TEXTE}.${frage.aktion}` : undefined;
  // Only a Kunde has tenders to count.
  const ausschreibungen = datensatz?.anzahlAusschreibungen ?? 0;
  const loeschenOffen = frage?.aktion === 'loeschen' && frage.offen;
  const dialog = (
    <>
      {ausschreibungen > 0 ? (
        <AusschreibungenBleibenDialog offen={loeschenOffen} name={name} anzahlAusschreibungen={ausschreibungen} gesperrt={gesperrt} onSperren={stattdessenGesperrt} onSchliessen={abgebrochen} />
      ) : (
        <DeleteDialog offen={loeschenOffen} name={name} onLoeschen={bestaetigt} onAbbrechen={abgebrochen} />
      )}
      {gefragt && (
        <ConfirmDialog
          offen={!!frage?.offen}
          titel={translate(`${gefragt}.frage`)}
          text={translate(`${gefragt}.text`, { name })}
          bestaetigen={translate(`${gefragt}.bestaetigen`)}
          onBestaetigen={bestaetigt}
          onAbbrechen={abgebrochen}
        />
      )}
    </>
  );

  return { eintraege, eintrag, moeglich, starte, laeuft, dialog, name };
}
