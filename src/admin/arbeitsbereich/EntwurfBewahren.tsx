import { useCallback, useEffect, useRef } from 'react';
import {
  checkHasDirtyFields,
  setSubmissionErrors,
  useNotify,
  useRecordContext,
  useRegisterMutationMiddleware,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useArbeitsbereich } from './ArbeitsbereichContext';
import { reiterSchluessel, type ArbeitsbereichSpeicher } from './arbeitsbereichSpeicher';

/**
 * Keeps an edit form's unsaved changes in its tab: put it anywhere inside a react-admin form (SimpleForm,
 * TabbedForm — e.g. into the toolbar, TabbedForm takes only tabs as children). Outside the administrator
 * workspace it does nothing. It restores the draft when the form comes back, records every change, drops the
 * draft once a save succeeded, and offers the tab's close dialog a way to save this form.
 */
export function EntwurfBewahren() {
  const arbeitsbereich = useArbeitsbereich();
  const resource = useResourceContext();
  const record = useRecordContext();
  if (!arbeitsbereich || !resource || record?.id == null) return null;
  const schluessel = reiterSchluessel(resource, record.id);
  // A new record in the same form (one tab to the next on the same route) starts a keeper of its own.
  return <Bewahrer key={schluessel} schluessel={schluessel} speicher={arbeitsbereich.speicher} />;
}

function Bewahrer({ schluessel, speicher }: { schluessel: string; speicher: ArbeitsbereichSpeicher }) {
  const form = useFormContext();
  const record = useRecordContext();
  const { save } = useSaveContext();
  const notify = useNotify();
  const location = useLocation();
  const pfad = useRef('');
  pfad.current = location.pathname + location.search;
  // Until the draft is back, what the form holds is the record, not the user's work: nothing is recorded.
  const bereit = useRef(false);

  const speichern = useCallback(async () => {
    if (!save || !(await form.trigger())) return false;
    let gespeichert = false;
    // Our own onSuccess replaces the view's redirect: the tab closes instead. Errors keep the view's handling.
    const fehler = await save(form.getValues(), {
      onSuccess: () => {
        gespeichert = true;
        notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      },
    });
    if (fehler) setSubmissionErrors(fehler, form.setError);
    return gespeichert;
  }, [form, notify, save]);
  const aktuellesSpeichern = useRef(speichern);
  aktuellesSpeichern.current = speichern;

  // Also when the record changes under the form (loaded anew with someone else's change): react-admin then
  // refills the form from the record, and the user's draft goes back on top.
  useEffect(() => {
    bereit.current = false;
    let abmelden: (() => void) | undefined;
    // react-admin's Form fills itself with the record in its own effect, which runs after this child's: the
    // draft goes on top of that afterwards, keeping the record as the defaults so that it counts as changed.
    // Only then may the close dialog save this form.
    const zeit = setTimeout(() => {
      const entwurf = speicher.entwurf(schluessel);
      if (entwurf) form.reset(entwurf.werte, { keepDefaultValues: true });
      bereit.current = true;
      abmelden = speicher.meldeFormularAn(schluessel, () => aktuellesSpeichern.current());
    }, 0);
    return () => {
      clearTimeout(zeit);
      abmelden?.();
    };
  }, [form, record, schluessel, speicher]);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, dirtyFields: true },
        callback: ({ name, dirtyFields }) => {
          // A change without a field name is the form resetting itself (to the record, after a save).
          if (!bereit.current || name === undefined) return;
          // react-admin's own test of dirtiness, the one its SaveButton goes by.
          if (checkHasDirtyFields(dirtyFields ?? {})) speicher.setzeEntwurf(schluessel, form.getValues(), pfad.current);
          else speicher.verwerfeEntwurf(schluessel);
        },
      }),
    [form, schluessel, speicher],
  );

  useRegisterMutationMiddleware(
    useCallback(
      async (resource: string, params: unknown, next: (resource: string, params: unknown) => Promise<unknown>) => {
        const ergebnis = await next(resource, params);
        speicher.verwerfeEntwurf(schluessel);
        return ergebnis;
      },
      [schluessel, speicher],
    ),
  );
  return null;
}
