import { useEffect } from 'react';
import { ArrayInput, RemoveItemButton, SimpleFormIterator, useSimpleFormIterator } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { SxProps, Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { SingleSelect } from '../../ui/select/SingleSelect';
import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { maloId, minAnzahl, pflicht, plz, zaehlpunkt, zahl } from '../../ui/validation/rules';
import { LIEFERSTELLE_TEXTLAENGE, Sparte } from '../../../domain/ausschreibung';
import { WAHL } from './auswahllisten';
import { LieferstelleHinweise } from './LieferstelleHinweise';
import { LieferstellenImport } from './LieferstellenImport';

/*
 * One card per Lieferstelle, its fields on a grid of twelve columns: three rows at a desk (address, identifiers,
 * measurement), two columns on a tablet, one below the other on a phone. Tab walks a card row by row, so a
 * Lieferstelle is typed without the mouse and nothing scrolls out of view.
 */
const SPANNE_BREIT = [3, 3, 2, 4, 3, 5, 4, 3, 3, 3, 3];
// Zählpunkt (33 characters) takes a whole row on a tablet; the hints always do.
const spanne = (i: number) => ({ gridColumn: { xs: 'auto', sm: i === 5 ? '1 / -1' : 'auto', md: `span ${SPANNE_BREIT[i]}` } });
// Outside the sx object: inferred within it, the entries made TypeScript 7 give up on the union of style types (TS2590).
const spannen = Object.fromEntries(SPANNE_BREIT.map((_, i) => [`& > :nth-of-type(${i + 1})`, spanne(i)]));
const karten: SxProps<Theme> = {
  '& > ul > li.RaSimpleFormIterator-line': {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gridTemplateAreas: '"index action" "form form"',
    alignItems: 'center',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    px: 2,
    pt: 1,
    mb: 2,
  },
  '& .RaSimpleFormIterator-index': { gridArea: 'index', display: 'block', m: 0, typography: 'subtitle2', color: 'text.primary' },
  '& .RaSimpleFormIterator-action': { gridArea: 'action', visibility: 'visible' },
  '& .RaSimpleFormIterator-form': {
    gridArea: 'form',
    display: 'grid',
    columnGap: 2,
    rowGap: 0,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(12, minmax(0, 1fr))' },
    '& > *': { width: '100%', minWidth: 0, m: 0 },
    ...spannen,
    '& > :last-child': { gridColumn: '1 / -1' },
  },
};

function LieferstelleHinzufuegenButton() {
  const { add } = useSimpleFormIterator();
  return (
    <Button startIcon={<AddIcon />} onClick={() => add()}>
      Lieferstelle hinzufügen
    </Button>
  );
}

/**
 * "Mindestens 1 Eintrag wird erwartet." belongs to an empty list: once a Lieferstelle is added the message goes,
 * without waiting for the next attempt to go on or save.
 */
function MindestensEineNachpruefen() {
  const anzahl = ((useWatch({ name: 'lieferstellen' }) as unknown[] | undefined) ?? []).length;
  const { errors } = useFormState({ name: 'lieferstellen' });
  const { trigger } = useFormContext();
  const listenFehler = !!(errors.lieferstellen as { root?: unknown; message?: unknown } | undefined)?.root || !!(errors.lieferstellen as { message?: unknown } | undefined)?.message;
  useEffect(() => {
    if (anzahl > 0 && listenFehler) void trigger('lieferstellen');
  }, [anzahl, listenFehler, trigger]);
  return null;
}

/**
 * The Lieferstellen as cards, added and removed in place. Field errors of the server land on their field
 * (`lieferstellen.2.maloId`); plausibility warnings show while typing. Numbers are typed German-style and
 * converted when the form is saved.
 */
export function LieferstellenInput({ sparte }: { sparte: Sparte }) {
  return (
    <>
      <LieferstellenImport sparte={sparte} />
      <MindestensEineNachpruefen />
      <ArrayInput source="lieferstellen" validate={minAnzahl(1)}>
        <SimpleFormIterator
          disableReordering
          disableClear
          getItemLabel={(i) => `Lieferstelle ${i + 1}`}
          addButton={<LieferstelleHinzufuegenButton />}
          removeButton={<RemoveItemButton label="portal.ausschreibung.lieferstelleEntfernen" />}
          sx={karten}
        >
          <PortalTextInput source="bezeichnung" validate={pflicht} maxLength={LIEFERSTELLE_TEXTLAENGE.bezeichnung} />
          <PortalTextInput source="strasse" validate={pflicht} maxLength={LIEFERSTELLE_TEXTLAENGE.strasse} />
          <PortalTextInput source="plz" validate={[pflicht, plz]} maxLength={5} inputMode="numeric" />
          <PortalTextInput source="ort" validate={pflicht} maxLength={LIEFERSTELLE_TEXTLAENGE.ort} />
          <PortalTextInput source="maloId" validate={[pflicht, maloId]} maxLength={11} inputMode="numeric" />
          <PortalTextInput source="zaehlpunkt" validate={zaehlpunkt} maxLength={60} />
          <PortalTextInput source="netzbetreiber" validate={pflicht} maxLength={LIEFERSTELLE_TEXTLAENGE.netzbetreiber} />
          <SingleSelect source="messart" choices={WAHL.messart} validate={pflicht} />
          <PortalTextInput source="jahresverbrauchKwh" unit="kWh" validate={[pflicht, zahl]} inputMode="numeric" />
          <PortalTextInput source="maxLeistungKw" unit="kW" validate={zahl} inputMode="numeric" />
          {sparte === Sparte.Strom ? (
            <SingleSelect source="spannungsebene" choices={WAHL.spannungsebene} validate={pflicht} />
          ) : (
            <SingleSelect source="druckstufe" choices={WAHL.druckstufe} validate={pflicht} />
          )}
          <LieferstelleHinweise sparte={sparte} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
