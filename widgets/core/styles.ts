/**
 * Stylesheets shared by construction: one CSSStyleSheet per CSS text for the
 * whole page, adopted by every shadow root that needs it (a hundred cards cost
 * one parse). As React components, the same sheets are adopted by the document.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** How many distinct sheets the page holds (tests check sharing through it). */
export const constructedSheetCount = () => sheets.size;

/** Adds the sheets a root lacks, keeping the ones it has (and their order). */
export function adoptStyles(root: ShadowRoot | Document, cssTexts: readonly string[]): void {
  const wanted = cssTexts.map(sheetFor);
  const current = root.adoptedStyleSheets;
  const missing = wanted.filter((sheet) => !current.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...current, ...missing];
}
