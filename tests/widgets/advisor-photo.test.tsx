/**
 * An uploaded photo in the widgets (issue 15, point 2): a `<picture>` with an
 * AVIF source and a WebP `<img srcset>`, explicit width and height, `sizes`
 * for the layout, every address of it served by the real API it came from;
 * a seed photo stays one plain image; a photo that fails to load gives way to
 * the placeholder. The photo is uploaded through the console's real route.
 */
import sharp from 'sharp';
import * as z from 'zod/mini';
import { defineAdvisorGrid } from '../../widgets/advisor-grid';
import { defineAdvisorProfile } from '../../widgets/advisor-profile';
import { PHOTO_WIDTHS, parsePhotoVariant } from '../../contract/domain/photo-variants';
import { UploadReceipt } from '../../contract/schemas/console/advisors';
import { signedIn } from '../helpers/console-session';
import { mount, queryAllDeep, shadowOf, startApiServer, type ApiServer } from '../helpers/widgets';

let api: ApiServer;
/** The advisor given an uploaded photo, and one keeping its seed photo. */
let uploadedId: number;
let seedId: number;
let photo: string;

beforeAll(async () => {
  api = await startApiServer();
  const admin = await signedIn(api.app, 'admin');
  // Read without the page's fetch, whose HTTP cache would then serve the widgets this list from before the upload.
  const advisors = (await api.app.inject('/api/users')).json() as { id: number; photo: string | null }[];
  uploadedId = advisors[0]!.id;
  seedId = advisors.find((a) => a.id !== uploadedId && a.photo?.endsWith('.svg'))!.id;

  const form = new FormData();
  const image = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#884422' } }).jpeg().toBuffer();
  form.append('file', new Blob([image], { type: 'image/jpeg' }), 'portrait.jpg');
  const encoded = new Response(form);
  const response = await api.app.inject({
    method: 'POST',
    url: `/api/console/advisors/${uploadedId}/photo`,
    headers: { ...admin.headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(200);
  photo = z.parse(UploadReceipt, response.json()).advisor.photo!;
  defineAdvisorGrid();
  defineAdvisorProfile();
}, 60_000);
afterAll(async () => api?.close());

async function cardOf(root: ShadowRoot, id: number): Promise<HTMLElement> {
  let card: HTMLElement | undefined;
  await vi.waitFor(
    () => {
      card = queryAllDeep(root, `[part="card"][data-advisor-id="${id}"]`)[0];
      if (!card) throw new Error(`no card for advisor ${id} yet`);
    },
    { timeout: 10_000, interval: 20 },
  );
  return card!;
}

const entries = (srcset: string | null) => (srcset ?? '').split(',').map((entry) => entry.trim().split(/\s+/) as [string, string]);

describe('an uploaded photo', () => {
  it('is a picture: AVIF first, a WebP img with its srcset, sizes for an 84 px card, width and height', async () => {
    const grid = shadowOf(mount(`<voy-advisor-grid api-base="${api.url}"></voy-advisor-grid>`));
    const card = await cardOf(grid, uploadedId);
    const picture = card.querySelector('picture');
    expect(picture).not.toBeNull();
    const source = picture!.querySelector('source')!;
    const img = picture!.querySelector('img')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(img.getAttribute('part')).toBe('photo');
    expect(img.getAttribute('src')).toBe(`${api.url}/${photo}`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '500']);
    // Lazy in a list: sized by its own layout where the browser can, else as a card's 84 px.
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('sizes')).toBe('auto, 84px');
    expect(source.getAttribute('sizes')).toBe('auto, 84px');

    const { hash } = parsePhotoVariant(photo)!;
    for (const [element, format] of [
      [source, 'avif'],
      [img, 'webp'],
    ] as const) {
      const srcset = entries(element.getAttribute('srcset'));
      expect(srcset.map(([, width]) => width)).toEqual(PHOTO_WIDTHS.map((width) => `${width}w`));
      for (const [url, width] of srcset) {
        expect(url).toBe(`${api.url}/media/photos/${hash}-${width.slice(0, -1)}.${format}`);
        // Every address the browser may pick is served, as that image.
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type'), url).toBe(`image/${format}`);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(metadata.width, url).toBe(Number(width.slice(0, -1)));
      }
    }
  });

  it('is sized for the large portrait on the profile, loaded at once', async () => {
    const profile = shadowOf(mount(`<voy-advisor-profile api-base="${api.url}" advisor-id="${uploadedId}"></voy-advisor-profile>`));
    let img: HTMLImageElement | undefined;
    await vi.waitFor(
      () => {
        img = queryAllDeep<HTMLImageElement>(profile, 'picture img[part="photo"]')[0];
        if (!img) throw new Error('no picture yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(img!.getAttribute('loading')).toBe('eager');
    expect(img!.getAttribute('sizes')).toBe('(max-width: 420px) 100vw, 360px');
  });

  it('gives way to the placeholder when it fails to load', async () => {
    const grid = shadowOf(mount(`<voy-advisor-grid api-base="${api.url}"></voy-advisor-grid>`));
    const card = await cardOf(grid, uploadedId);
    card.querySelector('picture img')!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(card.querySelector('picture')).toBeNull(), { timeout: 5_000, interval: 20 });
    const img = card.querySelector('img[part="photo"]')!;
    expect(img.getAttribute('src')).toBe(`${api.url}/images/voyants/placeholder.svg`);
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});

describe('a seed photo', () => {
  it('stays one plain image, without srcset', async () => {
    const grid = shadowOf(mount(`<voy-advisor-grid api-base="${api.url}"></voy-advisor-grid>`));
    const card = await cardOf(grid, seedId);
    expect(card.querySelector('picture')).toBeNull();
    const img = card.querySelector('img[part="photo"]')!;
    expect(img.getAttribute('src')).toMatch(/\/images\/voyants\/[a-z-]+\.svg$/);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '500']);
  });
});
