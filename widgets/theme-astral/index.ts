export { ThemeAstral, defineThemeAstral } from './element';
