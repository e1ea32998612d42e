import { schwellenwert } from '../../../domain/ressourcen/schwellenwert';
import { FeldInput, RessourcenCreate, RessourcenEdit } from '../ressource/RessourcenFormular';

const BIS = 'Leer lassen, solange kein Ende feststeht.';

function Felder() {
  return (
    <>
      <FeldInput d={schwellenwert} name="auftraggeber" />
      <FeldInput d={schwellenwert} name="gueltigAb" />
      <FeldInput d={schwellenwert} name="gueltigBis" hint={BIS} />
      <FeldInput d={schwellenwert} name="betrag" hint="Geschätzter Auftragswert ohne Umsatzsteuer, ab dem EU-weit ausgeschrieben wird." />
    </>
  );
}

export function SchwellenwertEdit() {
  return (
    <RessourcenEdit d={schwellenwert}>
      <Felder />
    </RessourcenEdit>
  );
}

export function SchwellenwertCreate() {
  return (
    <RessourcenCreate d={schwellenwert} vorgaben={{ auftraggeber: 'subzentral' }}>
      <Felder />
    </RessourcenCreate>
  );
}
