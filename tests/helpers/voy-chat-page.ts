/**
 * A visitor in voy-chat, in Chromium, as a person does it: the first name,
 * the terms ticked, the start button tapped (a touch context), then messages
 * typed and sent with Enter.
 */
import type { Locator, Page } from 'playwright-core';
import { CHAT_TEXTS } from '../../widgets/chat/texts';

/** Starts a chat with `advisorName` on a page showing voy-chat; resolves once it waits for the advisor. */
export async function startVoyChat(page: Page, prenom: string, advisorName: string): Promise<void> {
  await page.getByLabel(CHAT_TEXTS.firstName).fill(prenom);
  await page.getByLabel(CHAT_TEXTS.terms).check();
  await page.getByRole('button', { name: CHAT_TEXTS.start }).tap();
  await page.getByText(CHAT_TEXTS.status.waiting(advisorName)).waitFor();
}

/** Types `text` in the composer and sends it with Enter. */
export async function sendInVoyChat(page: Page, text: string): Promise<void> {
  const composer: Locator = page.getByLabel(CHAT_TEXTS.message, { exact: true });
  await composer.fill(text);
  await composer.press('Enter');
}
