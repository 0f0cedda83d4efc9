import { typographyFaults } from '../helpers/typography';

const N = '\u202f';

describe('the French typography check', () => {
  it.each([
    ['Quel est mon avenir ?', 'espace fine insécable avant ? ! ;'],
    ['Quel est mon avenir?', 'espace fine insécable avant ? ! ;'],
    ['Téléphone : 01 23', 'espace insécable avant :'],
    ['« Une plateforme sérieuse »', 'espace fine insécable dans « »'],
    ["L'Amoureux", 'apostrophe typographique ’'],
    ['en ligne 24h/24 et 7 j/7', 'espaces insécables dans 24 h/24, 7 j/7, 9 h 00'],
    ['de 9h00 à 18h00', 'espaces insécables dans 24 h/24, 7 j/7, 9 h 00'],
    ['21 mars-19 avril', 'tiret demi-cadratin dans une période'],
    ['Email invalide', 'e-mail'],
    ['par courriel', 'e-mail'],
  ])('finds the fault in %j', (text, rule) => {
    expect(typographyFaults(text).map((fault) => fault.split(' — ')[0])).toContain(rule);
  });

  it('accepts text written as a French reader expects', () => {
    const text = `Quel est mon avenir${N}? Téléphone${N}: «${N}Bonjour${N}» L’Amoureux, 24\u00a0h/24 et 7\u00a0j/7, de 9\u00a0h\u00a000 à 18\u00a0h\u00a000, 21 mars – 19 avril, e-mail, https://exemple.fr, 12:30`;
    expect(typographyFaults(text)).toEqual([]);
  });
});
