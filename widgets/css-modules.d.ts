/** What a `*.module.css` import gives (see scripts/css-modules.ts). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
  /** The compiled, minified CSS text, adopted into shadow roots. */
  export const css: string;
}
