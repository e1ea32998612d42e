import { useRecordContext } from 'react-admin';
import Link from '@mui/material/Link';
import { ValueText } from '../../ui/display/ValueText';

/** How to reach a person: the address (Kunde and EVU have one), phone and e-mail, as facts of the page. */
export function KontaktFields({ mitAnschrift = true }: { mitAnschrift?: boolean }) {
  const p = useRecordContext<{ email: string; strasse?: string; plz?: string; ort?: string; telefon?: string | null }>();
  if (!p) return null;
  return (
    <>
      {mitAnschrift && <ValueText label="portal.personen.anschrift">{`${p.strasse}, ${p.plz} ${p.ort}`}</ValueText>}
      {mitAnschrift && <ValueText source="telefon">{p.telefon || '–'}</ValueText>}
      <ValueText label="portal.felder.emailAdresse">
        <Link href={`mailto:${p.email}`}>{p.email}</Link>
      </ValueText>
    </>
  );
}
