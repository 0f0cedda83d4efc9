/** The server's typesetting of the prose it writes at run time (server/french-typography.ts). */
import { typeset } from '../../server/french-typography';

describe('typeset', () => {
  it('puts a narrow no-break space before : ; ? ! and inside « », and the apostrophe ’', () => {
    expect(typeset("Lieu introuvable : choisissez-le ; vraiment ? « Oui » l'a dit !")).toBe('Lieu introuvable\u202f: choisissez-le\u202f; vraiment\u202f? «\u202fOui\u202f» l’a dit\u202f!');
  });

  it('leaves a time’s colon alone (« 02:30 »), and is the same typeset twice', () => {
    const text = typeset("L'heure 02:30 n'a pas existé ce jour-là à Paris : les horloges ont été avancées.");
    expect(text).toBe('L’heure 02:30 n’a pas existé ce jour-là à Paris\u202f: les horloges ont été avancées.');
    expect(typeset(text)).toBe(text);
  });
});
