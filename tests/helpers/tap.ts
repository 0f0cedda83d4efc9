/** Taps (or clicks) where an element is drawn, after checking that it is the one drawn there. */
import type { Locator } from 'playwright-core';

export async function tapAt(target: Locator, touch = true): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  // The first line's box: a link that wraps has nothing of its own at the centre of its whole box.
  const box = await target.evaluate((element) => {
    const { x, y, width, height } = element.getClientRects()[0]!;
    return { x, y, width, height };
  });
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // Asked of the element's own tree: in a widget's shadow root, the document would only name the widget.
  expect(await target.evaluate((element, [px, py]) => element.contains((element.getRootNode() as Document | ShadowRoot).elementFromPoint(px!, py!)), [x, y])).toBe(true);
  if (touch) await target.page().touchscreen.tap(x, y);
  else await target.page().mouse.click(x, y);
}
