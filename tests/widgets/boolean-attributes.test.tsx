import { defineHoroscopeSigns } from '../../widgets/horoscope-signs';
import { mount, shadowOf, startApiServer, textOf, waitForText, type ApiServer } from '../helpers/widgets';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
  defineHoroscopeSigns();
});
afterAll(async () => api.close());

describe('boolean attributes', () => {
  it('are on when written bare, as HTML authors write them', async () => {
    const signs = mount(`<voy-horoscope-signs api-base="${api.url}" with-periods></voy-horoscope-signs>`);
    await waitForText(shadowOf(signs), 'Trouvez votre horoscope');
  });

  it('are on with any value but "false", and off when absent or "false"', async () => {
    for (const [markup, shown] of [
      ['with-periods="true"', true],
      ['with-periods="false"', false],
      ['', false],
    ] as const) {
      const signs = mount(`<voy-horoscope-signs api-base="${api.url}" ${markup}></voy-horoscope-signs>`);
      await waitForText(shadowOf(signs), 'Poissons');
      expect(textOf(shadowOf(signs)).includes('Trouvez votre horoscope'), markup || 'absent').toBe(shown);
    }
  });
});
