/**
 * What a page makes a browser download as it opens: its HTML, the scripts and
 * stylesheets it names, and the modules those import statically, but not the
 * code imported on demand (`import("./x.js")`), which a page fetches only when
 * a visitor asks for what it does. The birth places' test and benchmark read
 * these bytes to prove that a page without a chart does not carry the list.
 */

/** The page at `path` and every file it loads as it opens, by URL. */
export async function pageAndItsFiles(get: (url: string) => Promise<string>, path: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const pending = [path];
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (files.has(url)) continue;
    const text = await get(url);
    files.set(url, text);
    const found =
      url === path
        ? // The page's own files: its scripts, module preloads and stylesheets (and the embed's, on a partner-like page).
          [...text.matchAll(/(?:src|href)="(\/(?:assets|embed|demo\/assets)\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
        : url.endsWith('.js')
          ? // Static imports only: `import"./a.js"`, `from"./a.js"`; `import("./a.js")` waits for the visitor.
            [...text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) => new URL(match[1]!, `http://page${url}`).pathname)
          : [];
    pending.push(...found);
  }
  return files;
}

/**
 * Strings only the list of places holds: its file's name, and three of its
 * lines whole (the first, the middle and the last place: an id, a name and
 * coordinates side by side, which no code or text of ours writes). A page
 * that holds none of them does not carry the list.
 */
export function placeListMarkers(listFile: string, listText: string): string[] {
  const lines = listText.split('\n').filter((line) => line !== '');
  return [listFile.slice(listFile.lastIndexOf('/') + 1), lines[3]!, lines[Math.floor(lines.length / 2)]!, lines.at(-1)!];
}
