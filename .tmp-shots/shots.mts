import { chromium } from '/work/wt/advisors/node_modules/playwright-core/index.mjs';
import { startNodeServer } from '/work/wt/advisors/scripts/node-process';
const server = await startNodeServer(['/work/wt/advisors/dist/server/main.js'], { PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }, 200_000);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages = process.argv.slice(2);
for (const spec of pages) {
  const [path, w] = spec.split('@');
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 } });
  await page.goto(server.url + path);
  await page.waitForTimeout(4000);
  const name = `/tmp/advisors-${path.replace(/\W+/g, '_') || 'home'}-${w}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name, await page.evaluate(() => document.documentElement.scrollHeight), await page.title());
  await page.close();
}
await browser.close();
await server.stop();
