import { launchBrowser, startBuiltProduct } from './tests/helpers/browser';
const server = await startBuiltProduct();
const browser = await launchBrowser();
const paths = (process.env.PATHS ?? '/').split(',');
for (const width of [375, 768, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', hasTouch: width < 1280, isMobile: width < 768 });
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(server.url + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${path.replace(/\W+/g, '_')}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
await server.stop();
