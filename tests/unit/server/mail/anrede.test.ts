import { describe, expect, it } from 'vitest';
import { begruessung } from '../../../../server/mail/anrede';

describe('Anrede in E-Mails', () => {
  it.each([
    [{ anrede: 'Frau', vorname: 'Petra', nachname: 'Amtmann' }, 'Guten Tag Frau Amtmann,'],
    [{ anrede: 'Herr', vorname: 'Klaus', nachname: 'Kundmann' }, 'Guten Tag Herr Kundmann,'],
    // Spaces as typed into a form do not reach the greeting.
    [{ anrede: ' Herr ', vorname: 'Klaus', nachname: ' von Kundmann ' }, 'Guten Tag Herr von Kundmann,'],
    // No Anrede known: the full name, formally, never the first name alone.
    [{ anrede: null, vorname: 'Anna', nachname: 'Verwalter' }, 'Guten Tag Anna Verwalter,'],
    [{ anrede: '', vorname: 'Anna', nachname: 'Verwalter' }, 'Guten Tag Anna Verwalter,'],
    // An Anrede the portal does not know (free text) is not guessed at.
    [{ anrede: 'Dr.', vorname: 'Jana', nachname: 'Berg' }, 'Guten Tag Jana Berg,'],
    // An EVU's Ansprechpartner is one name field.
    [{ nachname: 'Eva Vertrieb' }, 'Guten Tag Eva Vertrieb,'],
    // Without a Nachname neither „Guten Tag Frau,“ nor the familiar first name alone.
    [{ anrede: 'Frau', vorname: 'Petra', nachname: '' }, 'Guten Tag,'],
    [{ anrede: null, vorname: 'Petra', nachname: null }, 'Guten Tag,'],
    [{}, 'Guten Tag,'],
  ])('%o → %s', (person, gruss) => {
    expect(begruessung(person).text()).toBe(gruss);
  });

  it('bleibt Text: ein Name voller HTML wird im HTML-Teil maskiert', () => {
    expect(begruessung({ anrede: 'Frau', nachname: '<b>Amtmann</b>' }).html()).toBe('<p>Guten Tag Frau &lt;b&gt;Amtmann&lt;/b&gt;,</p>');
  });
});
