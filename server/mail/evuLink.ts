import { SPARTE_PFAD, type Sparte } from '../../domain/ausschreibung';

/** The EVU area's page of a tender (or, without id, its Sparte's list), inside the portal. */
export function evuPfad(sparte: number, id?: number): string {
  const liste = `/evu/ausschreibung/${SPARTE_PFAD[sparte as Sparte]}`;
  return id === undefined ? liste : `${liste}/${id}/show`;
}

/** The EVU area's page of a tender (or, without id, its Sparte's list), as mails link to it. */
export function evuLink(publicUrl: string, sparte: number, id?: number): string {
  return `${publicUrl}${evuPfad(sparte, id)}`;
}

/** The Kunde's page of its tender. */
export function kundePfad(id: number): string {
  return `/kunde/ausschreibung/${id}/show`;
}

/** The administrator's page of a tender. */
export function adminPfad(sparte: number, id: number): string {
  return `/administrator/ausschreibung/${SPARTE_PFAD[sparte as Sparte]}/${id}/show`;
}
