// Looks at a screen as a person would: signs in (or not), walks a few steps and saves screenshots.
//   npx vite build && npx tsx tests/e2e/hilfen/schau.ts <login|-> "goto|/kunde/ausschreibung" "click|Neue Ausschreibung" "shot|/tmp/a.png|full"
// Steps: goto|pfad · wait|Text (until it shows) · click|Text · role|rolle:Name (click) · fill|Beschriftung|Wert · file|Beschriftung|Datei ·
// width|px[|height] · key|Taste · type|Text (into the focused field) · shot|datei.png[|full] · eval|JavaScript-Ausdruck (prints its value)
import { angemeldeteSitzung, starteChromium, startePortal } from './portal';

const [login, ...schritte] = process.argv.slice(2);
// Where each demo login lands after signing in; every EVU lands on its tender list.
const LANDUNG: Record<string, string> = { admin: '/administrator/dashboard', kunde: '/kunde/ausschreibung', kunde2: '/kunde/ausschreibung' };

async function sitzung() {
  if (login && login !== '-') return angemeldeteSitzung(login, LANDUNG[login] ?? (login.startsWith('evu') ? '/evu/ausschreibung' : '/'));
  const portal = await startePortal();
  const browser = await starteChromium();
  const seite = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'de-DE' });
  await seite.goto(portal.url + '/');
  return { portal, seite, stop: async () => (await browser.close(), await portal.stop()) };
}

const s = await sitzung();
try {
  for (const schritt of schritte) {
    const [art, a = '', b = ''] = schritt.split('|');
    const seite = s.seite;
    if (art === 'goto') await seite.goto(s.portal.url + a);
    else if (art === 'wait') await seite.getByText(a).first().waitFor();
    else if (art === 'click') await seite.getByText(a, { exact: true }).first().click();
    else if (art === 'role') {
      const [rolle, name] = a.split(':');
      await seite.getByRole(rolle as 'button', { name }).first().click();
    } else if (art === 'fill') await seite.getByLabel(a).first().fill(b);
    else if (art === 'file') await seite.getByLabel(a).setInputFiles(b);
    else if (art === 'width') await seite.setViewportSize({ width: Number(a), height: Number(b) || 900 });
    else if (art === 'type') await seite.keyboard.type(a);
    else if (art === 'key') await seite.keyboard.press(a);
    else if (art === 'eval') console.log(await seite.evaluate(schritt.slice(5)));
    else if (art === 'shot') await seite.screenshot({ path: a, fullPage: b === 'full' });
    else throw new Error(`Unbekannter Schritt: ${schritt}`);
  }
} finally {
  await s.stop();
}
