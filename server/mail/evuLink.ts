import { SPARTE_PFAD, type Sparte } from '../../domain/ausschreibung';

/** The EVU area's page of a tender (or, without id, its Sparte's list), as mails link to it. */
export function evuLink(publicUrl: string, sparte: number, id?: number): string {
  const liste = `${publicUrl}/evu/ausschreibung/${SPARTE_PFAD[sparte as Sparte]}`;
  return id === undefined ? liste : `${liste}/${id}/show`;
}
