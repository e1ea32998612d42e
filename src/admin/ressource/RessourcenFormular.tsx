import { useState, type ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useDelete, useNotify, useRecordContext, useRedirect, type RaRecord } from 'react-admin';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatZahl, leseZahl } from '../../../domain/format';
import type { Deklaration, Felder, Werte } from '../../../domain/ressourcen/deklaration';
import { feldFehler } from '../../../domain/ressourcen/pruefen';
import { PortalDateInput } from '../../ui/date/PortalDateInput';
import { DeleteDialog } from '../../ui/dialogs/DeleteDialog';
import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { meldeHttpFehler } from '../../ui/notifications/useMeldung';
import { SingleSelect } from '../../ui/select/SingleSelect';
import { pflicht, zahl, type Regel } from '../../ui/validation/rules';
import { useArbeitsbereich, useImArbeitsbereich } from '../arbeitsbereich/ArbeitsbereichContext';
import { reiterSchluessel } from '../arbeitsbereich/arbeitsbereichSpeicher';
import { EntwurfBewahren } from '../arbeitsbereich/EntwurfBewahren';

const GANZE_EURO = 'Bitte geben Sie volle Euro ohne Cent an.';
const imBereich = (min: number, max: number): Regel => (wert) => {
  const n = leseZahl(wert as string | number | null);
  if (n === null || Number.isNaN(n)) return undefined;
  if (!Number.isInteger(n)) return GANZE_EURO;
  if (n < min) return `Mindestens ${formatZahl(min)} € werden erwartet.`;
  return n > max ? `Höchstens ${formatZahl(max)} € sind möglich.` : undefined;
};

/**
 * The rules of one field as the form checks them before sending; the end of a period also checks it against its
 * beginning (field rules only: react-hook-form ignores them all once the form has a rule of its own).
 */
function regeln<F extends Felder>(d: Deklaration<F>, name: string): Regel[] {
  const f = d.felder[name]!;
  const ende: Regel = (_, alle) => feldFehler(d, alsWerte(d, alle ?? {}))[name]?.[0];
  return [...(f.pflicht ? [pflicht] : []), ...(f.art === 'euro' ? [zahl, imBereich(f.min, f.max)] : []), ...(d.zeitraum?.bis === name ? [ende] : [])];
}

/** The form's values as the API takes them: an amount as a number, an empty field as null. */
function alsWerte<F extends Felder>(d: Deklaration<F>, werte: Record<string, unknown>): Werte<F> {
  return Object.fromEntries(
    Object.entries(d.felder).map(([name, f]) => {
      const w = werte[name];
      if (w === undefined || w === null || w === '') return [name, null];
      return [name, f.art === 'euro' ? leseZahl(w as string | number) : w];
    }),
  ) as Werte<F>;
}

/** The input of one declared field: a German date, a selection of its values, an amount in euros, a text. */
export function FeldInput<F extends Felder>({ d, name, hint }: { d: Deklaration<F>; name: keyof F & string; hint?: string }) {
  const f = d.felder[name]!;
  const validate = regeln(d, name);
  switch (f.art) {
    case 'datum':
      return <PortalDateInput source={name} label={f.label} validate={validate} hint={hint} />;
    case 'auswahl':
      return <SingleSelect source={name} label={f.label} choices={f.werte} validate={validate} hint={hint} />;
    case 'euro':
      return (
        <PortalTextInput
          source={name}
          label={f.label}
          unit="€"
          inputMode="numeric"
          validate={validate}
          hint={hint}
          format={(w: unknown) => (typeof w === 'number' ? formatZahl(w) : ((w as string | null) ?? ''))}
        />
      );
    case 'text':
      return <PortalTextInput source={name} label={f.label} validate={validate} hint={hint} maxLength={f.maxLength} />;
  }
}

const FORMULAR_SX = { maxWidth: 560 } as const;

/** "Schwellenwert Kommune ab 01.01.2026 bearbeiten": the resource and the record's name. */
function Titel<F extends Felder>({ d, zusatz }: { d: Deklaration<F>; zusatz: string }) {
  const r = useRecordContext();
  return r ? <>{`${d.einzahl} ${d.darstellung(r as unknown as Werte<F>)} ${zusatz}`}</> : null;
}

/**
 * Deletes the record on screen after „Eintrag löschen?“ and returns to the list; the server's refusal is the toast.
 */
function LoeschenButton<F extends Felder>({ d }: { d: Deklaration<F> }) {
  const record = useRecordContext();
  const [offen, setOffen] = useState(false);
  const [loesche, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  const arbeitsbereich = useArbeitsbereich();
  if (!record) return null;
  const bestaetigt = () => {
    setOffen(false);
    loesche(
      d.name,
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          notify(`resources.${d.name}.notifications.deleted`, { type: 'success' });
          // Leave the page before its tab goes, so that the workspace never shows a deleted record.
          redirect('list', d.name);
          arbeitsbereich?.speicher.entferne(reiterSchluessel(d.name, record.id));
        },
        onError: meldeHttpFehler,
      },
    );
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOffen(true)} disabled={isPending} sx={{ ml: 'auto' }}>
        Löschen
      </Button>
      <DeleteDialog offen={offen} name={d.darstellung(record as unknown as Werte<F>)} onLoeschen={bestaetigt} onAbbrechen={() => setOffen(false)} />
    </>
  );
}

/**
 * Changes a record of a declared resource from the version it was read at (409 when someone else changed it
 * meanwhile); in the administrator's workspace the unsaved changes stay with the record's tab. `children`: the
 * resource's inputs (FeldInput), in the order the view chooses.
 */
export function RessourcenEdit<F extends Felder>({ d, children }: { d: Deklaration<F>; children: ReactNode }) {
  const imArbeitsbereich = useImArbeitsbereich();
  return (
    <Edit
      title={<Titel d={d} zusatz="bearbeiten" />}
      mutationMode="pessimistic"
      transform={(werte: RaRecord) => ({ ...alsWerte(d, werte), version: werte.version })}
      redirect="list"
    >
      <SimpleForm
        sx={FORMULAR_SX}
        warnWhenUnsavedChanges={!imArbeitsbereich}
        toolbar={
          <Toolbar>
            <SaveButton />
            <EntwurfBewahren />
            <LoeschenButton d={d} />
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Edit>
  );
}

/** A new record of a declared resource; the server's field errors (an overlapping period) land on their fields. */
export function RessourcenCreate<F extends Felder>({ d, vorgaben, children }: { d: Deklaration<F>; vorgaben?: Partial<Werte<F>>; children: ReactNode }) {
  return (
    <Create title={`${d.einzahl} anlegen`} record={vorgaben} transform={(werte: RaRecord) => alsWerte(d, werte)} redirect="list">
      <SimpleForm
        sx={FORMULAR_SX}
        toolbar={
          <Toolbar>
            {/* Pressed on an empty form, it names every missing field instead of doing nothing. */}
            <SaveButton label="Anlegen" alwaysEnable />
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Create>
  );
}
