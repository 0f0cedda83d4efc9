/**
 * The site's entry: its stylesheet, then its script once the page the server
 * drew is on screen. The server's HTML is the whole page (links work without
 * script), so nothing waits for the script but the widgets' interactions:
 * asked for with the page, the script ran before the first paint and held it
 * back by as long as it took (about 100 ms on a phone), the time a visitor
 * looked at a blank screen.
 */
import './site.css';

/** In case the browser never tells of its first paint (no paint timing): the script comes anyway. */
const LATEST_MS = 1000;

let started = false;
function takeOver(): void {
  if (started) return;
  started = true;
  void import('./takeover');
}

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
setTimeout(takeOver, LATEST_MS);
if (painted()) takeOver();
else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    takeOver();
  });
  observer.observe({ type: 'paint', buffered: true });
}
