import { describe, expect } from 'vitest';
import { SESSION_TIMEOUT_IDLE_SEKUNDEN } from '../../../server/anmeldung/sitzungen.service';
import { ausschreibungMitAngeboten, plan } from '../hilfen/auktion';
import { EreignisStrom } from '../hilfen/ereignisStrom';
import { E } from '../hilfen/personen';
import { portalTests } from '../hilfen/portalTest';
import type { TestApp, TestClient } from '../hilfen/testApp';

const MINUTE = 60_000;

describe.each(portalTests())('Ereignisse der Online-Auktion auf $name', ({ it }) => {
  const basis = async (t: TestApp) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const adresse = t.app.server.address() as { port: number };
    return `http://127.0.0.1:${adresse.port}`;
  };
  const anmelden = async (client: TestClient, login: string) => (await client.angemeldet(login)).access_token;
  const pfade = (id: number) => ({
    admin: `/api/ausschreibungasadmin/strom/${id}/auktion`,
    evu: `/api/evu/ausschreibung/${id}/auktion`,
    kunde: `/api/kunde/ausschreibung/${id}/auktion`,
  });

  it('nennt in der Ausschreibung jedes Betrachters, ob eine Auktion geplant ist, damit die Seite nur dann ihre Ereignisse öffnet', async ({ t, client }) => {
    const a = await ausschreibungMitAngeboten(t.app.db);
    const token = { admin: await anmelden(client, 'admin'), evu: await anmelden(client, 'evu'), kunde: await anmelden(client, 'kunde2') };
    const details = async () => [
      (await client.get(`/api/ausschreibungasadmin/strom/${a.id}`, token.admin)).json(),
      (await client.get(`/api/evu/ausschreibung/${a.id}`, token.evu)).json(),
      (await client.get(`/api/kunde/ausschreibung/${a.id}`, token.kunde)).json(),
    ];
    for (const d of await details()) expect(d).not.toHaveProperty('auktion');
    expect((await client.send('PUT', pfade(a.id).admin, plan(t.uhr.now() + MINUTE), token.admin)).statusCode).toBe(204);
    for (const d of await details()) expect(d.auktion).toBe('geplant');
  });

  it('schickt jedem Betrachter jedes Ereignis als sein GET, dem Bieter ohne seine bisherigen Gebote, beim eigenen mit diesem', async ({ t, client }) => {
    const url = await basis(t);
    const a = await ausschreibungMitAngeboten(t.app.db);
    const p = pfade(a.id);
    const token = { admin: await anmelden(client, 'admin'), evu: await anmelden(client, 'evu'), evu2: await anmelden(client, 'evu2'), kunde: await anmelden(client, 'kunde2') };
    expect((await EreignisStrom.oeffne(`${url}${p.admin}/ereignisse`, token.admin)).status).toBe(404);
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', p.admin, plan(beginn), token.admin)).statusCode).toBe(204);

    const stroeme = {
      admin: await EreignisStrom.oeffne(`${url}${p.admin}/ereignisse`, token.admin),
      evu: await EreignisStrom.oeffne(`${url}${p.evu}/ereignisse`, token.evu),
      evu2: await EreignisStrom.oeffne(`${url}${p.evu}/ereignisse`, token.evu2),
      kunde: await EreignisStrom.oeffne(`${url}${p.kunde}/ereignisse`, token.kunde),
    };
    try {
      const get = async () => ({
        admin: (await client.get(p.admin, token.admin)).json(),
        evu: (await client.get(p.evu, token.evu)).json(),
        evu2: (await client.get(p.evu, token.evu2)).json(),
        kunde: (await client.get(p.kunde, token.kunde)).json(),
      });
      const ohneStand = (d: unknown) => ({ ...(d as object), stand: undefined });
      /** What a viewer's event carries of its GET: a bidder's standing, without the list of its bids. */
      const alsEreignis = (wer: string, d: Record<string, unknown>) => {
        if (!wer.startsWith('evu')) return d;
        const { gebote: _g, ...stand } = d;
        return stand;
      };
      const vorher = await get();
      for (const [wer, strom] of Object.entries(stroeme)) {
        const e = await strom.naechstes();
        expect(e.art).toBe('stand');
        expect(ohneStand(e.daten)).toEqual(ohneStand(alsEreignis(wer, vorher[wer as keyof typeof vorher])));
      }

      t.uhr.set(beginn);
      await client.get(p.admin, token.admin);
      for (const strom of Object.values(stroeme)) expect((await strom.naechstes()).art).toBe('begonnen');

      const preis = (await client.get(p.evu, token.evu2)).json().naechsterHoechstpreisCtKwh;
      const gebot = await client.send('POST', `${p.evu}/gebot`, { arbeitspreisCtKwh: preis }, token.evu2);
      expect(gebot.statusCode).toBe(200);
      const nachher = await get();
      expect(nachher.evu2.gebote).toEqual([gebot.json().gebot]);
      for (const [wer, strom] of Object.entries(stroeme)) {
        const e = await strom.naechstes();
        expect(e.art).toBe('gebot');
        // The bidder's own bid comes with its event, exactly as the answer to the bid gave it; the other bidder's
        // event has no bid at all.
        expect(e.daten).toEqual(wer === 'evu2' ? { ...alsEreignis(wer, nachher.evu2), gebot: nachher.evu2.gebote[0] } : alsEreignis(wer, nachher[wer as keyof typeof nachher]));
      }
      expect(stroeme.evu2.ereignisse.at(-1)!.daten).toEqual(gebot.json());
      expect(JSON.stringify(stroeme.evu.ereignisse)).not.toContain('Nordwind');
      expect(JSON.stringify(stroeme.kunde.ereignisse)).not.toContain('Nordwind');

      // A bid in the last two minutes moves the end: gebot, then verlaengert.
      t.uhr.set(beginn + 9 * MINUTE);
      const evu2 = await anmelden(client, 'evu2');
      const weiter = (await client.get(p.evu, evu2)).json().naechsterHoechstpreisCtKwh;
      expect((await client.send('POST', `${p.evu}/gebot`, { arbeitspreisCtKwh: weiter }, evu2)).statusCode).toBe(200);
      expect((await stroeme.evu.naechstes()).art).toBe('gebot');
      const verlaengert = await stroeme.evu.naechstes();
      expect(verlaengert.art).toBe('verlaengert');
      expect((verlaengert.daten as { ende: string }).ende).toBe(new Date(beginn + 11 * MINUTE).toISOString());

      t.uhr.set(beginn + 11 * MINUTE);
      await client.get(p.admin, await anmelden(client, 'admin'));
      for (const strom of Object.values(stroeme)) expect((await strom.bis('beendet')).daten).toMatchObject({ status: 'beendet' });
      const ids = stroeme.admin.ereignisse.map((e) => e.id);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids.slice(1)).size).toBe(ids.length - 1);
    } finally {
      for (const strom of Object.values(stroeme)) strom.schliesse();
    }
  });

  it('lässt die Ereignisse eines Bieters nicht mit seinen Geboten wachsen: jedes trägt nur das neue Gebot, alle liefert das GET', async ({ t, client }) => {
    const url = await basis(t);
    const a = await ausschreibungMitAngeboten(t.app.db);
    const p = pfade(a.id);
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', p.admin, plan(beginn, { verlaengerungMinuten: 0 }), await anmelden(client, 'admin'))).statusCode).toBe(204);
    t.uhr.set(beginn);
    const token = await anmelden(client, 'evu2');
    const strom = await EreignisStrom.oeffne(`${url}${p.evu}/ereignisse`, token);
    try {
      expect((await strom.naechstes()).art).toBe('stand');
      expect((await strom.naechstes()).art).toBe('begonnen');
      const antworten = [];
      for (let i = 0; i < 6; i++) {
        t.uhr.advance(1000);
        const preis = (await client.get(p.evu, token)).json().naechsterHoechstpreisCtKwh;
        const r = await client.send('POST', `${p.evu}/gebot`, { arbeitspreisCtKwh: preis }, token);
        expect(r.statusCode).toBe(200);
        expect(r.json()).not.toHaveProperty('gebote');
        antworten.push(r.json());
        const e = await strom.naechstes();
        expect(e.art).toBe('gebot');
        expect(e.daten).not.toHaveProperty('gebote');
        expect(e.daten).toEqual(r.json());
      }
      const laengen = strom.ereignisse.filter((e) => e.art === 'gebot').map((e) => JSON.stringify(e.daten).length);
      expect(Math.max(...laengen) - Math.min(...laengen)).toBeLessThan(20);
      // The whole history only on request.
      expect((await client.get(p.evu, token)).json().gebote).toEqual(antworten.map((r) => r.gebot));
    } finally {
      strom.schliesse();
    }
  });

  it('öffnet ohne geplante Auktion keinen Strom, gleich welche Last-Event-ID er nennt (404)', async ({ t, client }) => {
    const url = await basis(t);
    const a = await ausschreibungMitAngeboten(t.app.db);
    const p = pfade(a.id);
    const token = { admin: await anmelden(client, 'admin'), evu: await anmelden(client, 'evu'), kunde: await anmelden(client, 'kunde2') };
    const oeffnen = async (letzte: number) =>
      Promise.all([
        EreignisStrom.oeffne(`${url}${p.admin}/ereignisse`, token.admin, letzte),
        EreignisStrom.oeffne(`${url}${p.evu}/ereignisse`, token.evu, letzte),
        EreignisStrom.oeffne(`${url}${p.kunde}/ereignisse`, token.kunde, letzte),
      ]);
    for (const s of await oeffnen(0)) expect(s.status).toBe(404);
    // A cancelled plan leaves its events behind: naming them opens nothing either.
    expect((await client.send('PUT', p.admin, plan(t.uhr.now() + MINUTE), token.admin)).statusCode).toBe(204);
    expect((await client.delete(p.admin, token.admin)).statusCode).toBe(204);
    const ereignisse = await t.app.db.selectFrom('auktion_ereignis').select('id').where('ausschreibung_id', '=', a.id).orderBy('id').execute();
    expect(ereignisse).toHaveLength(2);
    for (const letzte of [0, ...ereignisse.map((e) => e.id)]) for (const s of await oeffnen(letzte)) expect(s.status, String(letzte)).toBe(404);
    const antwort = await fetch(`${url}${p.evu}/ereignisse`, { headers: { authorization: `Bearer ${token.evu}`, 'last-event-id': '0' } });
    expect(await antwort.json()).toMatchObject({ message: 'Zu dieser Ausschreibung ist keine Online-Auktion geplant.' });
  });

  it('liefert nach einem Wiederverbinden mit Last-Event-ID genau, was verpasst wurde', async ({ t, client }) => {
    const url = await basis(t);
    const a = await ausschreibungMitAngeboten(t.app.db);
    const p = pfade(a.id);
    const adminToken = await anmelden(client, 'admin');
    const beginn = t.uhr.now() + MINUTE;
    expect((await client.send('PUT', p.admin, plan(beginn, { verlaengerungMinuten: 0 }), adminToken)).statusCode).toBe(204);
    t.uhr.set(beginn);
    const token = await anmelden(client, 'evu2');
    const erster = await EreignisStrom.oeffne(`${url}${p.evu}/ereignisse`, token);
    const start = await erster.naechstes();
    expect(start.art).toBe('stand');
    expect((await erster.naechstes()).art).toBe('begonnen');
    const bieten = async () => {
      const preis = (await client.get(p.evu, token)).json().naechsterHoechstpreisCtKwh;
      const r = await client.send('POST', `${p.evu}/gebot`, { arbeitspreisCtKwh: preis }, token);
      expect(r.statusCode).toBe(200);
      return r.json();
    };
    await bieten();
    const gesehen = await erster.naechstes();
    expect(gesehen.art).toBe('gebot');
    erster.schliesse();

    const zweites = await bieten();
    const letzter = await bieten();
    const zweiter = await EreignisStrom.oeffne(`${url}${p.evu}/ereignisse`, token, gesehen.id);
    try {
      const verpasst = [await zweiter.naechstes(), await zweiter.naechstes()];
      expect(verpasst.map((e) => e.art)).toEqual(['gebot', 'gebot']);
      expect(verpasst[0]!.id).toBeGreaterThan(gesehen.id);
      // Each missed event with its own bid: the two bids the first stream did not see, one each.
      expect(verpasst[0]!.daten).toEqual(zweites);
      expect(verpasst[1]!.daten).toEqual(letzter);
      // Nothing twice, nothing more.
      await expect(zweiter.naechstes(300)).rejects.toThrow('Kein weiteres Ereignis');
    } finally {
      zweiter.schliesse();
    }
  });

  it('beendet einen offenen Strom, sobald seine Sitzung endet: Abmelden, Ablauf, Sperre; das Wiederverbinden bekommt 401', async ({ t, client }) => {
    const url = await basis(t);
    const a = await ausschreibungMitAngeboten(t.app.db);
    const p = pfade(a.id);
    const admin = await client.angemeldet('admin');
    expect((await client.send('PUT', p.admin, plan(t.uhr.now() + MINUTE), admin.access_token)).statusCode).toBe(204);
    const oeffne = async (pfad: string, token: string) => {
      const strom = await EreignisStrom.oeffne(`${url}${pfad}/ereignisse`, token);
      expect(strom.status).toBe(200);
      expect((await strom.naechstes()).art).toBe('stand');
      return strom;
    };
    const bleibt = await oeffne(p.admin, admin.access_token);
    try {
      // Signed out on another tab (or instance): the stream that tab's session opened ends, the others stay.
      const evu = await client.angemeldet('evu');
      const abgemeldet = await oeffne(p.evu, evu.access_token);
      expect((await client.delete(`/framework/api/member/sessions/${evu.sessionId}`, evu.access_token)).statusCode).toBe(204);
      await abgemeldet.endet();
      expect((await EreignisStrom.oeffne(`${url}${p.evu}/ereignisse`, evu.access_token)).status).toBe(401);

      // Locked by the administrator.
      const evu2 = await client.angemeldet('evu2');
      const gesperrt = await oeffne(p.evu, evu2.access_token);
      const evuId = (await t.app.db.selectFrom('evu as v').innerJoin('benutzer as b', 'b.id', 'v.benutzer_id').select('v.id').where('b.login', '=', 'evu2').executeTakeFirstOrThrow()).id;
      expect((await client.send('POST', `${E}/${evuId}/sperren`, undefined, admin.access_token)).statusCode).toBe(204);
      try {
        await gesperrt.endet();
        expect((await EreignisStrom.oeffne(`${url}${p.evu}/ereignisse`, evu2.access_token)).status).toBe(401);
      } finally {
        expect((await client.send('POST', `${E}/${evuId}/entsperren`, undefined, admin.access_token)).statusCode).toBe(204);
      }
      expect(bleibt.beendet).toBe(false);

      // Expired: nothing was done with the session for longer than the idle timeout (the stream alone keeps no one signed in).
      const kunde = await client.angemeldet('kunde2');
      const abgelaufen = await oeffne(p.kunde, kunde.access_token);
      t.uhr.advance((SESSION_TIMEOUT_IDLE_SEKUNDEN + 1) * 1000);
      await abgelaufen.endet();
      await bleibt.endet();
      expect((await EreignisStrom.oeffne(`${url}${p.kunde}/ereignisse`, kunde.access_token)).status).toBe(401);
    } finally {
      bleibt.schliesse();
    }
  });
});
