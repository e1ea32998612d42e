import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { RESSOURCEN } from '../../domain/ressourcen';
import type { Deklaration } from '../../domain/ressourcen/deklaration';
import { portalTests } from './hilfen/portalTest';
import type { TestApp, TestClient } from './hilfen/testApp';

/** Who calls: the three roles, the owner and a stranger of one tender, and two sessions that no longer count. */
const WER = ['anonym', 'kundeA', 'kundeB', 'evuEingeladen', 'evuFremd', 'admin', 'abgelaufen', 'widerrufen'] as const;
type Wer = (typeof WER)[number];
/** 'ok': the caller got past authentication and authorization (any answer but 401, 403, 404 and 5xx). */
type Ergebnis = 'ok' | 401 | 403 | 404;
type Regel = (wer: Wer) => Ergebnis;

const ROLLE: Record<Wer, string | null> = { anonym: null, kundeA: 'Kunde', kundeB: 'Kunde', evuEingeladen: 'EVU', evuFremd: 'EVU', admin: 'Administrator', abgelaufen: null, widerrufen: null };
const ohneSitzung = (wer: Wer) => ROLLE[wer] === null;

const oeffentlich: Regel = () => 'ok';
const angemeldet: Regel = (wer) => (ohneSitzung(wer) ? 401 : 'ok');
const nurRolle = (rolle: string): Regel => (wer) => (ohneSitzung(wer) ? 401 : ROLLE[wer] === rolle ? 'ok' : 403);
const nurAdmin = nurRolle('Administrator');
/** Person routes are called with an id that does not exist: the administrator passes the gate and learns just that. */
const nurAdminUnbekannteId: Regel = (wer) => (wer === 'admin' ? 404 : nurAdmin(wer));
/** A Kunde reaches only its own tenders; another Kunde must not even learn that the tender exists. */
const eigeneAusschreibung: Regel = (wer) => (ohneSitzung(wer) ? 401 : ROLLE[wer] !== 'Kunde' ? 403 : wer === 'kundeA' ? 'ok' : 404);
/** An EVU reaches only tenders it is invited to. */
const eingeladen: Regel = (wer) => (ohneSitzung(wer) ? 401 : ROLLE[wer] !== 'EVU' ? 403 : wer === 'evuEingeladen' ? 'ok' : 404);
/** The tender has no auction: whoever passes the gate is told so with 404, like everybody else. */
const ohneAuktion = (regel: Regel): Regel => (wer) => (regel(wer) === 'ok' ? 404 : regel(wer));
/** A Rüge that does not exist: whoever may see the tender is told just that. */
const unbekannteRuege = (regel: Regel): Regel => (wer) => (regel(wer) === 'ok' ? 404 : regel(wer));
/** An Informationsschreiben to an offer that does not exist: whoever may see the tender is told just that. */
const unbekannterBrief = unbekannteRuege;
/** Documents: the administrator, the owning Kunde and invited EVUs; everybody else is told nothing exists. */
const dokumente: Regel = (wer) => (ohneSitzung(wer) ? 401 : ['kundeA', 'evuEingeladen', 'admin'].includes(wer) ? 'ok' : 404);
/** Unknown ids of one's own things (sessions, second factors): signed in, the answer is 404. */
const angemeldetUnbekannteId: Regel = (wer) => (ohneSitzung(wer) ? 401 : 404);
/** Changes that ask for the current password again: signed in without it, the answer is 403. */
const mitPasswort: Regel = (wer) => (ohneSitzung(wer) ? 401 : 403);
/** An offer's attachment: its bidder, the administrator and (the offers released) the owning Kunde; for others it does not exist. */
const angebotsAnhang: Regel = (wer) => (ohneSitzung(wer) ? 401 : ['kundeA', 'evuEingeladen', 'admin'].includes(wer) ? 'ok' : 404);
/** Uploads: the owning Kunde and the administrator (a Kunde after the review is refused by the rules, not the gate). */
const hochladen: Regel = (wer) => (ohneSitzung(wer) ? 401 : ['kundeA', 'admin'].includes(wer) ? 'ok' : ROLLE[wer] === 'EVU' ? 403 : 404);
/** A Lastgang follows its tender: the invited EVU may read but not write it; who cannot see the tender gets 404. */
/** The supplier register's own things of an EVU it has none of (its Eigenerklärung, a proof of that id): an EVU learns just that. */
const eigenesDesEvu: Regel = (wer) => (ohneSitzung(wer) ? 401 : ROLLE[wer] === 'EVU' ? 404 : 403);
const lastgangAendern: Regel = (wer) => (ohneSitzung(wer) ? 401 : ['kundeA', 'admin'].includes(wer) ? 'ok' : wer === 'evuEingeladen' ? 403 : 404);

const personen = (basis: string): Record<string, Regel> => ({
  [`GET ${basis}`]: nurAdmin,
  [`POST ${basis}`]: nurAdmin,
  [`GET ${basis}/options`]: nurAdmin,
  [`GET ${basis}/{id}`]: nurAdminUnbekannteId,
  [`PUT ${basis}/{id}`]: nurAdmin,
  [`DELETE ${basis}/{id}`]: nurAdminUnbekannteId,
  [`POST ${basis}/{id}/sperren`]: nurAdminUnbekannteId,
  [`POST ${basis}/{id}/entsperren`]: nurAdminUnbekannteId,
  [`POST ${basis}/{id}/aktivierung`]: nurAdminUnbekannteId,
  [`DELETE ${basis}/{id}/sessions`]: nurAdminUnbekannteId,
  [`DELETE ${basis}/{id}/second-factors`]: nurAdminUnbekannteId,
  [`GET ${basis}/{id}/historie`]: nurAdminUnbekannteId,
});

const tenderAdmin = (sparte: 'strom' | 'gas'): Record<string, Regel> => ({
  [`GET /api/ausschreibungasadmin/${sparte}/{id}`]: nurAdmin,
  [`PUT /api/ausschreibungasadmin/${sparte}/{id}`]: nurAdmin,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/angebote`]: nurAdmin,
  [`POST /api/ausschreibungasadmin/${sparte}/{id}/freigeben`]: nurAdmin,
  [`POST /api/ausschreibungasadmin/${sparte}/{id}/angebot/freigeben`]: nurAdmin,
  // The tender has no auction: past the gate, the administrator learns just that.
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/auktion`]: nurAdminUnbekannteId,
  [`PUT /api/ausschreibungasadmin/${sparte}/{id}/auktion`]: nurAdmin,
  [`DELETE /api/ausschreibungasadmin/${sparte}/{id}/auktion`]: nurAdminUnbekannteId,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/auktion/ereignisse`]: nurAdminUnbekannteId,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/auktion/protokoll`]: nurAdminUnbekannteId,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/fragen`]: nurAdmin,
  [`POST /api/ausschreibungasadmin/${sparte}/{id}/fragen/{frageId}/antwort`]: nurAdmin,
  [`PUT /api/ausschreibungasadmin/${sparte}/{id}/fragen/{frageId}/entwurf`]: nurAdmin,
  [`PUT /api/ausschreibungasadmin/${sparte}/{id}/fragen/{frageId}/wortlaut`]: nurAdmin,
  [`POST /api/ausschreibungasadmin/${sparte}/{id}/fragen/{frageId}/nicht-veroeffentlichen`]: nurAdmin,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/antwortregel`]: nurAdmin,
  [`PUT /api/ausschreibungasadmin/${sparte}/{id}/antwortregel`]: nurAdmin,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/vergabevermerk`]: nurAdmin,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/informationsschreiben`]: nurAdmin,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/informationsschreiben/{angebotId}`]: nurAdminUnbekannteId,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/ruegen`]: nurAdmin,
  [`POST /api/ausschreibungasadmin/${sparte}/{id}/ruege`]: nurAdmin,
  [`POST /api/ausschreibungasadmin/${sparte}/{id}/ruege/{rid}/entscheidung`]: nurAdminUnbekannteId,
  [`POST /api/ausschreibungasadmin/${sparte}/{id}/aufheben`]: nurAdmin,
  [`GET /api/ausschreibungasadmin/${sparte}/{id}/eignung`]: nurAdmin,
  [`PUT /api/ausschreibungasadmin/${sparte}/{id}/eignung`]: nurAdmin,
});

/**
 * Every route of the server with who may call it. The test compares this table with the server's own route
 * list, so a new route without an entry here fails until someone decides who may call it.
 */
/** A declared resource (domain/ressourcen): its role only; a record that does not exist is just that to it. */
const deklariert = ({ pfad, rolle }: Pick<Deklaration, 'pfad' | 'rolle'>): Record<string, Regel> => {
  const regel = nurRolle(rolle);
  const unbekannteId: Regel = (wer) => (regel(wer) === 'ok' ? 404 : regel(wer));
  return {
    [`GET ${pfad}`]: regel,
    [`POST ${pfad}`]: regel,
    [`GET ${pfad}/{id}`]: unbekannteId,
    [`PUT ${pfad}/{id}`]: regel,
    [`DELETE ${pfad}/{id}`]: unbekannteId,
  };
};

const MATRIX: Record<string, Regel> = {
  'GET /framework/api/encryption': oeffentlich,
  'POST /framework/oauth/token': oeffentlich,
  'GET /framework/api/member/sessions': angemeldet,
  'DELETE /framework/api/member/sessions/{id}': angemeldetUnbekannteId,
  'POST /framework/api/member/recover-password': oeffentlich,
  'POST /framework/api/member/recover-name': oeffentlich,
  'POST /framework/api/member/validate-token': oeffentlich,
  'POST /framework/api/member/change-password': oeffentlich,
  'POST /framework/api/member/activate-user': oeffentlich,
  'POST /framework/api/member/confirm-email': oeffentlich,
  'POST /api/registrierung/kunde': oeffentlich,
  'POST /api/registrierung/evu': oeffentlich,
  'GET /framework/api/member/benachrichtigungen': angemeldet,
  'PUT /framework/api/member/benachrichtigungen': angemeldet,
  'GET /framework/api/member/neuigkeiten': angemeldet,
  'GET /framework/api/member/second-factors': angemeldet,
  'POST /framework/api/member/second-factors': angemeldet,
  'GET /framework/api/member/second-factors/new': angemeldet,
  'DELETE /framework/api/member/second-factors/{id}': angemeldetUnbekannteId,
  'GET /framework/api/member/second-factors/recovery-codes': angemeldet,
  'POST /framework/api/member/second-factors/recovery-codes': mitPasswort,
  'GET /api/dashboard': nurAdmin,
  'POST /api/error/log': oeffentlich,
  'POST /api/log/error': oeffentlich,
  'POST /api/log/info': oeffentlich,
  'GET /framework/log/{module}/level': oeffentlich,
  'POST /framework/log/{module}/async': oeffentlich,
  'POST /framework/log/{module}/sync': oeffentlich,
  'GET /api/seiten/{slug}': oeffentlich,
  'GET /health/live': oeffentlich,
  'GET /health/ready': oeffentlich,
  // Only METRICS_TOKEN opens the metrics, never a session; without it configured (as here) they do not exist.
  'GET /metrics': () => 404,
  'GET /api/ausschreibungasadmin': nurAdmin,
  'GET /api/ausschreibungasadmin/options': nurAdmin,
  'GET /api/ausschreibungasadmin/evu/{id}': nurAdmin,
  'POST /api/ausschreibungasadmin/evu/{id}': nurAdmin,
  'GET /api/ausschreibungasadmin/evuoptions/{id}': nurAdmin,
  'GET /api/ausschreibungasadmin/evuoptions/{id}/nichtzugelassen': nurAdmin,
  'POST /api/ausschreibungasadmin/export': nurAdmin,
  'GET /api/ausschreibungasadmin/CSV': nurAdmin,
  ...tenderAdmin('strom'),
  ...tenderAdmin('gas'),
  'GET /api/ausschreibungasadmin/{id}/historie': nurAdmin,
  'POST /api/Download': dokumente,
  'POST /api/upload/ausschreibung/{id}': hochladen,
  'GET /api/ausschreibung/{id}/dokumente': dokumente,
  'POST /api/lastgang/lieferstelle/{lieferstelleId}': lastgangAendern,
  'POST /api/lastgang/lieferstelle/{lieferstelleId}/vorschau': lastgangAendern,
  'GET /api/lastgang/lieferstelle/{lieferstelleId}': dokumente,
  'GET /api/lastgang/lieferstelle/{lieferstelleId}/werte': dokumente,
  'DELETE /api/lastgang/lieferstelle/{lieferstelleId}': lastgangAendern,
  'GET /api/lastgang/ausschreibung/{ausschreibungId}/werte': dokumente,
  'GET /api/kunde/ausschreibung': nurRolle('Kunde'),
  'GET /api/kunde/ausschreibung/{id}': eigeneAusschreibung,
  'DELETE /api/kunde/ausschreibung/{id}': eigeneAusschreibung,
  'POST /api/kunde/ausschreibung/strom': nurRolle('Kunde'),
  'PUT /api/kunde/ausschreibung/strom/{id}': eigeneAusschreibung,
  'POST /api/kunde/ausschreibung/gas': nurRolle('Kunde'),
  'PUT /api/kunde/ausschreibung/gas/{id}': eigeneAusschreibung,
  'GET /api/kunde/ausschreibung/{id}/angebote': eigeneAusschreibung,
  'POST /api/kunde/ausschreibung/{id}/zuschlag': eigeneAusschreibung,
  'GET /api/kunde/ausschreibung/{id}/fragen': eigeneAusschreibung,
  'GET /api/kunde/ausschreibung/{id}/vergabevermerk': eigeneAusschreibung,
  'GET /api/kunde/ausschreibung/{id}/informationsschreiben/vorschau': eigeneAusschreibung,
  'GET /api/kunde/ausschreibung/{id}/informationsschreiben': eigeneAusschreibung,
  'GET /api/kunde/ausschreibung/{id}/informationsschreiben/{angebotId}': unbekannterBrief(eigeneAusschreibung),
  'GET /api/kunde/ausschreibung/{id}/ruegen': eigeneAusschreibung,
  'POST /api/kunde/ausschreibung/{id}/ruege': eigeneAusschreibung,
  'POST /api/kunde/ausschreibung/{id}/ruege/{rid}/entscheidung': unbekannteRuege(eigeneAusschreibung),
  'POST /api/kunde/ausschreibung/{id}/aufheben': eigeneAusschreibung,
  'GET /api/evu/ausschreibung': nurRolle('EVU'),
  'GET /api/evu/ausschreibung/{id}': eingeladen,
  'GET /api/evu/ausschreibung/{id}/lieferstellen': eingeladen,
  'GET /api/evu/ausschreibung/{id}/angebot': eingeladen,
  'PUT /api/evu/ausschreibung/{id}/angebot': eingeladen,
  'POST /api/evu/ausschreibung/{id}/angebot/anhaenge': eingeladen,
  'DELETE /api/evu/ausschreibung/{id}/angebot/anhaenge/{anhangId}': eingeladen,
  'GET /api/angebot/anhang/{anhangId}': angebotsAnhang,
  'GET /api/evu/ausschreibung/{id}/auktion': ohneAuktion(eingeladen),
  'POST /api/evu/ausschreibung/{id}/auktion/gebot': eingeladen,
  'GET /api/evu/ausschreibung/{id}/auktion/ereignisse': ohneAuktion(eingeladen),
  'GET /api/kunde/ausschreibung/{id}/auktion': ohneAuktion(eigeneAusschreibung),
  'GET /api/kunde/ausschreibung/{id}/auktion/ereignisse': ohneAuktion(eigeneAusschreibung),
  'GET /api/kunde/ausschreibung/{id}/auktion/protokoll': ohneAuktion(eigeneAusschreibung),
  'GET /api/evu/ausschreibung/{id}/fragen': eingeladen,
  'POST /api/evu/ausschreibung/{id}/fragen': eingeladen,
  // No Zuschlag is intended on the tender, so there is no letter: past the gate, the invited EVU learns just that.
  'GET /api/evu/ausschreibung/{id}/informationsschreiben': ohneAuktion(eingeladen),
  'GET /api/kunde/benutzerdaten': nurRolle('Kunde'),
  'PUT /api/kunde/benutzerdaten': nurRolle('Kunde'),
  'GET /api/evu/benutzerdaten': nurRolle('EVU'),
  'PUT /api/evu/benutzerdaten': nurRolle('EVU'),
  'GET /api/evu/zulassung': nurRolle('EVU'),
  'POST /api/evu/zulassung/antrag': nurRolle('EVU'),
  'POST /api/evu/nachweise': nurRolle('EVU'),
  'GET /api/evu/nachweise/{id}': eigenesDesEvu,
  'DELETE /api/evu/nachweise/{id}': eigenesDesEvu,
  // The demo's admitted EVUs have signed theirs: each reads its own.
  'GET /api/evu/eigenerklaerung': nurRolle('EVU'),
  'PUT /api/evu/eigenerklaerung': nurRolle('EVU'),
  'GET /api/evu/eigenerklaerung/pdf': nurRolle('EVU'),
  'GET /api/evu/referenzen': nurRolle('EVU'),
  'PUT /api/evu/referenzen': nurRolle('EVU'),
  ...personen('/api/kundeasadmin'),
  'POST /api/kundeasadmin/{id}/pruefung': nurAdminUnbekannteId,
  ...personen('/api/evuasadmin'),
  'GET /api/evuasadmin/{id}/zulassung': nurAdminUnbekannteId,
  'POST /api/evuasadmin/{id}/zulassung/{sparte}/entscheidung': nurAdminUnbekannteId,
  'POST /api/evuasadmin/{id}/nachweise/{nid}/pruefung': nurAdminUnbekannteId,
  'GET /api/evuasadmin/{id}/nachweise/{nid}': nurAdminUnbekannteId,
  'GET /api/evuasadmin/{id}/eigenerklaerung/pdf': nurAdminUnbekannteId,
  'PUT /api/evuasadmin/{id}/bonitaet': nurAdminUnbekannteId,
  ...personen('/api/administratorasadmin'),
  ...Object.assign({}, ...RESSOURCEN.map(deklariert)),
};

describe.each(portalTests())('Berechtigungen jeder Route auf $name', ({ it }) => {
  const token = new Map<Wer, string>();
  let ausschreibungId: number;
  /** Kunde A's Gas tender past its review, for the Kunde's Gas routes */
  let gasAusschreibungId: number;
  /** Another of the owner's Strom tenders, still running: the one an owner's Aufhebung cancels, so the others stay as they are. */
  let aufzuhebendeId: number;
  let sparte: 'strom' | 'gas';
  let dokumentId: number;
  /** an RLM Lieferstelle of that tender, with a Lastgang */
  let lieferstelleId: number;
  /** an attachment of the invited EVU's offer on that tender */
  let anhangId: number;

  it.beforeAll(async ({ t, client }) => {
    const db = t.app.db;
    // Kunde A's Strom tender in the Bindefrist: released, with offers, invited EVUs and nothing left to change.
    const a = await db
      .selectFrom('ausschreibung as a')
      .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
      .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
      .select(['a.id', 'a.sparte'])
      .where('b.login', '=', 'kunde')
      .where('a.status', '=', 3)
      .where('a.sparte', '=', 1)
      .executeTakeFirstOrThrow();
    ausschreibungId = a.id;
    aufzuhebendeId = (
      await db
        .selectFrom('ausschreibung as a')
        .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
        .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
        .select('a.id')
        .where('b.login', '=', 'kunde')
        .where('a.status', '=', 1)
        .where('a.sparte', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
    sparte = a.sparte === 1 ? 'strom' : 'gas';
    gasAusschreibungId = (
      await db
        .selectFrom('ausschreibung as a')
        .innerJoin('kunde as k', 'k.id', 'a.kunde_id')
        .innerJoin('benutzer as b', 'b.id', 'k.benutzer_id')
        .select('a.id')
        .where('b.login', '=', 'kunde')
        .where('a.sparte', '=', 2)
        .where('a.status', '>', 0)
        .executeTakeFirstOrThrow()
    ).id;
    const eingeladene = await db
      .selectFrom('einladung as e')
      .innerJoin('evu as v', 'v.id', 'e.evu_id')
      .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
      .select('b.login')
      .where('e.ausschreibung_id', '=', a.id)
      .execute();
    const evuEingeladen = eingeladene[0]!.login;
    const angebot = await db
      .selectFrom('angebot as o')
      .innerJoin('evu as v', 'v.id', 'o.evu_id')
      .innerJoin('benutzer as b', 'b.id', 'v.benutzer_id')
      .select(['o.id', 'b.id as benutzerId'])
      .where('o.ausschreibung_id', '=', a.id)
      .where('b.login', '=', evuEingeladen)
      .executeTakeFirstOrThrow();
    // Stored directly: in the Bindefrist the EVU can no longer add one.
    anhangId = (
      await db
        .insertInto('angebot_anhang')
        .values({ angebot_id: angebot.id, name: 'Preisblatt.pdf', content_type: 'application/pdf', size: 9, data: Buffer.from('%PDF-1.4\n'), uploaded_by: angebot.benutzerId, uploaded_at: t.uhr.now() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // evu3 supplies only Gas: never invited to a Strom tender.
    expect(eingeladene.map((e) => e.login)).not.toContain('evu3');
    for (const [wer, login] of [['kundeA', 'kunde'], ['kundeB', 'kunde2'], ['evuEingeladen', evuEingeladen], ['evuFremd', 'evu3'], ['admin', 'admin']] as const) {
      token.set(wer, (await client.angemeldet(login)).access_token);
    }
    const abgelaufen = await client.angemeldet('kunde');
    await db.updateTable('sitzung').set({ last_activity_at: t.uhr.now() - 2 * 60 * 60 * 1000 }).where('id', '=', abgelaufen.sessionId).execute();
    token.set('abgelaufen', abgelaufen.access_token);
    const widerrufen = await client.angemeldet('kunde');
    expect((await client.delete(`/framework/api/member/sessions/${widerrufen.sessionId}`, widerrufen.access_token)).statusCode).toBe(204);
    token.set('widerrufen', widerrufen.access_token);

    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/upload/ausschreibung/${a.id}`,
      headers: {
        authorization: `Bearer ${token.get('admin')}`,
        cookie: `XSRF-TOKEN=${client.xsrf}`,
        'x-xsrf-token': client.xsrf,
        'content-type': 'application/pdf',
        'x-file-name': 'Vollmacht.pdf',
        'x-file-size': '9',
        'x-file-encoding': 'binary',
      },
      payload: Buffer.from('%PDF-1.4\n'),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    dokumentId = (await db.selectFrom('dokument').select('id').where('ausschreibung_id', '=', a.id).executeTakeFirstOrThrow()).id;
    lieferstelleId = (await db.selectFrom('lieferstelle').select('id').where('ausschreibung_id', '=', a.id).where('messart', '=', 'RLM').executeTakeFirstOrThrow()).id;
    const kennzahlen = { jahresarbeitKwh: 1, hoechstlastKw: 4, hoechstlastZeitpunkt: '2025-01-01T00:00:00.000Z', benutzungsstunden: 0, grundlastKw: 4, anzahlWerte: 1, von: '2025-01-01T00:00:00.000Z', bis: '2025-01-01T00:15:00.000Z', interpoliert: 0 };
    await db
      .insertInto('lastgang')
      .values({ lieferstelle_id: lieferstelleId, beginn: Date.parse(kennzahlen.von), anzahl: 1, werte_w: Buffer.from([160, 15, 0, 0]), kennzahlen: JSON.stringify(kennzahlen), hinweise: '[]', dateiname: 'Lastgang.csv', hochgeladen_am: t.uhr.now() })
      .execute();
  });

  it('kennt jede Route des Servers, und jede Route der Tabelle gibt es', async ({ t }) => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routen = Object.entries(spec.paths).flatMap(([pfad, methoden]) => Object.keys(methoden).map((m) => `${m.toUpperCase()} ${pfad}`));
    expect(routen.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  /** A call as `wer`: path parameters filled in, a body that is empty or minimal (authorization comes before it). */
  async function rufe(t: TestApp, client: TestClient, route: string, wer: Wer): Promise<LightMyRequestResponse> {
    const [methode, vorlage] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const personenRoute = /asadmin\/\{id\}/.test(vorlage) && !vorlage.startsWith('/api/ausschreibungasadmin');
    const id =
      personenRoute || /(sessions|second-factors)\/\{id\}/.test(vorlage)
        ? 999_999
        : vorlage.startsWith('/api/kunde/ausschreibung/gas/')
          ? gasAusschreibungId
          : vorlage.endsWith('/aufheben')
            ? aufzuhebendeId
            : ausschreibungId;
    let url = vorlage
      .replace('{id}', String(id))
      .replace('{module}', 'Angular')
      .replace('{slug}', 'impressum')
      .replace('{lieferstelleId}', String(lieferstelleId))
      .replace('{ausschreibungId}', String(ausschreibungId))
      .replace('{rid}', '999999')
      .replace('{angebotId}', '999999')
      .replace('{sparte}', 'strom')
      .replace('{nid}', '999999')
      .replace('{anhangId}', String(anhangId));
    if (vorlage.endsWith('/informationsschreiben/vorschau')) url += '?angebotId=999999';
    if (route === 'POST /api/Download') url += `?blobId=${dokumentId}`;
    const wertmarke = token.get(wer);
    const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${client.xsrf}`, 'x-xsrf-token': client.xsrf, ...(wertmarke ? { authorization: `Bearer ${wertmarke}` } : {}) };
    if (methode === 'GET') return t.app.inject({ method: methode, url, headers });
    if (route === 'POST /framework/oauth/token') {
      return t.app.inject({ method: methode, url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password' });
    }
    if (route.startsWith('POST /api/upload/')) {
      return t.app.inject({ method: methode, url, headers: { ...headers, 'content-type': 'text/plain', 'x-file-name': 'Notiz.txt', 'x-file-size': '5', 'x-file-encoding': 'binary' }, payload: 'Notiz' });
    }
    return t.app.inject({ method: methode, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(koerper(t, route)) });
  }

  /**
   * Where the ownership check comes after the body's schema, a stranger with an empty body would meet the
   * schema first: those routes get a well-formed body, so that the owner check is what answers.
   */
  function koerper(t: TestApp, route: string): object {
    const frist = (tage: number) => new Date(t.uhr.now() + tage * 86_400_000).toISOString();
    const eckdaten = {
      bezeichnung: 'Prüfung der Berechtigung', lieferbeginn: '2027-10-01', lieferende: '2028-09-30', angebotsfrist: frist(14), bindefrist: frist(21),
      preismodell: 'Festpreis', toleranzband: 10, zahlungszielTage: 14, rechnungslegung: 'Monatsrechnung', bemerkung: null, version: 1, lieferstellen: [],
    };
    if (route === 'PUT /api/kunde/ausschreibung/strom/{id}') return { ...eckdaten, oekostrom: 'keiner' };
    if (route === 'PUT /api/kunde/ausschreibung/gas/{id}') return { ...eckdaten, marktgebiet: 'THE', gasqualitaet: 'H' };
    if (route === 'POST /api/kunde/ausschreibung/{id}/zuschlag') return { angebotId: 999_999 };
    if (route === 'POST /api/evu/ausschreibung/{id}/auktion/gebot') return { arbeitspreisCtKwh: 20 };
    if (route === 'POST /api/evu/ausschreibung/{id}/fragen') return { frage: 'Wer darf fragen?' };
    if (route.endsWith('/ruege')) return { eingegangenAm: frist(-1), text: 'Prüfung der Berechtigung' };
    if (route === 'POST /api/evuasadmin/{id}/zulassung/{sparte}/entscheidung') return { status: 'gesperrt', begruendung: 'Prüfung der Berechtigung' };
    if (route === 'POST /api/kundeasadmin/{id}/pruefung') return { version: 1 };
    if (route.endsWith('/pruefung')) return { pruefung: 'geprueft' };
    if (route.endsWith('/bonitaet')) return { klasse: 2, datum: '2026-01-05', quelle: 'Prüfung der Berechtigung' };
    if (route.endsWith('/entscheidung')) return { ergebnis: 'zurueckgewiesen', text: 'Prüfung der Berechtigung' };
    if (route.endsWith('/aufheben')) return { begruendung: 'Prüfung der Berechtigung' };
    if (route === 'PUT /api/evu/ausschreibung/{id}/angebot') return { arbeitspreisCtKwh: 20, grundpreisEurMonat: 10, leistungspreisEurKwJahr: 80, oekoaufschlagCtKwh: 0.2, bindefristBis: frist(40), version: 1 };
    return {};
  }

  it.for(WER)('gibt %s genau die erwarteten Antworten', async (wer, { t, client }) => {
    const abweichungen: string[] = [];
    for (const [route, regel] of Object.entries(MATRIX)) {
      // Tender routes of the other Sparte are covered by the same rule with this tender's Sparte.
      if (/\/(strom|gas)(\/|$)/.test(route) && route.includes('ausschreibungasadmin') && !route.includes(`/${sparte}/`)) continue;
      const antwort = await rufe(t, client, route, wer);
      const erwartet = regel(wer);
      const erhalten = antwort.statusCode;
      const passt = erwartet === 'ok' ? ![401, 403, 404].includes(erhalten) && erhalten < 500 : erhalten === erwartet;
      if (!passt) abweichungen.push(`${route}: erwartet ${erwartet}, erhalten ${erhalten} ${antwort.body.slice(0, 160)}`);
    }
    expect(abweichungen).toEqual([]);
  });
});
