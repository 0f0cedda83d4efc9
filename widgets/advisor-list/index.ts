export { AdvisorList, defineAdvisorList } from './element';
export { pageRules, resolveLimit, resolveSource, resolveSpecialty, resolveType, type ListSource, type PageRules } from './list-source';
