export { AdvisorGrid, defineAdvisorGrid } from './element';
export { filterByThemes, toggleTheme, FILTER_THEMES, type FilterTheme } from './theme-filter';
