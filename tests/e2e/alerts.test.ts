/**
 * « Prévenez-moi » in Chromium (issue 38 point 4): on the profile of an
 * advisor absent from the chat (a fresh install: nobody at the console), a
 * visitor taps « Prévenez-moi », leaves an address and consents, and reads
 * the French confirmation; the e-mail the built server sends through a real
 * SMTP server on loopback carries the link, which opens a page whose button
 * activates the alert. The server's own behaviour (the alert, once a day,
 * one-click unsubscribe, two instances) is tests/server/presence-alerts.test.ts.
 */
import { rmSync } from 'node:fs';
import { ALERT_TEXTS } from '../../server/alerts/texts';
import { PRESENCE_ALERT_TEXTS } from '../../widgets/core/texts/presence-alert';
import { TEXTS } from '../../widgets/core/texts/common';
import { startBuiltProduct, WIDTHS } from '../helpers/browser';
import { freePort } from '../helpers/postgres';
import { seededFolderCopy } from '../helpers/seeded-folder';
import type { ServerProcess } from '../helpers/server-process';
import { sharedBrowser } from '../helpers/shared-product';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const { pages } = sharedBrowser();
let smtp: SmtpSink;
let server: ServerProcess;
let origin: string;
// The seeded catalogue and no account: a fresh install, opened instead of created in memory (initdb, migrations and seed: 3 s of the server's CPU).
const dataDir = seededFolderCopy('voyance-alerts-e2e-');

beforeAll(async () => {
  smtp = await startSmtpSink();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startBuiltProduct({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_ORIGIN: origin, SMTP_URL: smtp.url, MAIL_FROM: 'contact@voyance-etoilee.example' }, 200_000);
}, 220_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('« Prévenez-moi » on an absent advisor’s profile', () => {
  it('asks for an alert, and the e-mailed link’s button activates it', async () => {
    const address = 'visiteur.alerte@example.fr';
    // Once the app took the server's page over: a button drawn by the server answers taps from then on.
    const visitor = await pages.visit(`${server.url}/consultant-profile/helene`, WIDTHS.mobile, { hasTouch: true, isMobile: true });
    const reader = await pages.fresh(WIDTHS.desktop);
    try {
      const profile = visitor.page.locator('voy-advisor-profile');
      await profile.getByRole('button', { name: `${TEXTS.contact.notifyMe}\u202f: Hélène` }).tap();
      await profile.getByLabel(PRESENCE_ALERT_TEXTS.email).fill(address);
      // Sent without the consent: refused in French, on the checkbox.
      await profile.getByRole('button', { name: 'Envoyer' }).tap();
      await profile.getByText('Cochez la case pour accepter de recevoir cet e-mail').waitFor();
      await profile.getByLabel(PRESENCE_ALERT_TEXTS.consent).check();
      await profile.getByRole('button', { name: 'Envoyer' }).tap();
      await profile.getByRole('status').getByText(PRESENCE_ALERT_TEXTS.done(address)).waitFor();

      await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(1);
      const confirmLink = new RegExp(`${origin.replace(/\./g, '\\.')}/alertes/confirmer/[\\w-]{43}`);
      expect(smtp.messages[0]!.text).toMatch(confirmLink);
      // Opened from the mail client, in another browser.
      await reader.page.goto(confirmLink.exec(smtp.messages[0]!.text!)![0]);
      await reader.page.getByRole('heading', { name: ALERT_TEXTS.pages.confirm.title }).waitFor();
      await reader.page.getByRole('button', { name: ALERT_TEXTS.pages.confirm.button }).click();
      await reader.page.getByRole('heading', { name: ALERT_TEXTS.pages.confirm.done }).waitFor();
      await reader.page.getByText(ALERT_TEXTS.pages.confirm.doneText('Hélène')).waitFor();
      expect(visitor.errors).toEqual([]);
      expect(reader.errors).toEqual([]);
    } finally {
      await visitor.close();
      await reader.close();
    }
  }, 60_000);
});
