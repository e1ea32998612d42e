import Chip from '@mui/material/Chip';

export const MIT_VORBEHALT = 'mit Vorbehalt';

/** Marks an offer whose bidder wrote a Bemerkung: it is offered only under that condition. */
export function VorbehaltChip() {
  // A span: the chip stands inside headings and table text.
  return <Chip component="span" size="small" color="warning" variant="outlined" label={MIT_VORBEHALT} />;
}
