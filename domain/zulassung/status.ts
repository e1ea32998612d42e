/**
 * The Zulassung of an EVU per Sparte (issue 45): which suppliers the portal offers for invitation. An EVU starts
 * `registriert`, applies (`in_pruefung`) once its required proofs are there, and an administrator admits or rejects it;
 * an expired required proof makes it `abgelaufen`, a rejected one takes it back `in_pruefung`, an administrator can block
 * it at any time.
 */
export const ZulassungStatus = {
  Registriert: 'registriert',
  InPruefung: 'in_pruefung',
  Zugelassen: 'zugelassen',
  Abgelehnt: 'abgelehnt',
  Abgelaufen: 'abgelaufen',
  Gesperrt: 'gesperrt',
} as const;
export type ZulassungStatus = (typeof ZulassungStatus)[keyof typeof ZulassungStatus];
export const ZULASSUNG_STATUS_WERTE = Object.values(ZulassungStatus) as readonly ZulassungStatus[];

export const ZULASSUNG_STATUS_LABEL: Record<ZulassungStatus, string> = {
  registriert: 'registriert',
  in_pruefung: 'in Prüfung',
  zugelassen: 'zugelassen',
  abgelehnt: 'abgelehnt',
  abgelaufen: 'abgelaufen',
  gesperrt: 'gesperrt',
};

/** Who moves a Zulassung: the EVU applies, an administrator decides, the portal lets it expire. */
export type ZulassungAkteur = 'evu' | 'administrator' | 'portal';

/**
 * Every allowed transition and who may make it. Anything else is refused (409). An administrator's decision always
 * carries a Begründung; admitting also needs every required proof present and valid (see nachweise.ts).
 */
export const ZULASSUNG_UEBERGAENGE: Record<ZulassungStatus, Partial<Record<ZulassungStatus, ZulassungAkteur>>> = {
  registriert: { in_pruefung: 'evu', zugelassen: 'administrator', gesperrt: 'administrator' },
  in_pruefung: { zugelassen: 'administrator', abgelehnt: 'administrator', gesperrt: 'administrator' },
  abgelehnt: { in_pruefung: 'evu', gesperrt: 'administrator' },
  // Back to review when the administrator rejects a proof the Sparte needs (server/zulassung/admin.service.ts).
  zugelassen: { abgelaufen: 'portal', in_pruefung: 'portal', gesperrt: 'administrator' },
  abgelaufen: { in_pruefung: 'evu', zugelassen: 'administrator', gesperrt: 'administrator' },
  gesperrt: { registriert: 'administrator', zugelassen: 'administrator' },
};

export function uebergangErlaubt(von: ZulassungStatus, nach: ZulassungStatus, akteur: ZulassungAkteur): boolean {
  return ZULASSUNG_UEBERGAENGE[von][nach] === akteur;
}
