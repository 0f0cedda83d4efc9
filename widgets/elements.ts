/**
 * Registers every custom element: the entry of the embed bundles. Importing it
 * twice (two script tags) registers nothing twice.
 */
import { defineAdvisorGrid } from './advisor-grid';

export function defineAllElements(): void {
  defineAdvisorGrid();
}
