export { AdvisorList, defineAdvisorList } from './element';
export { homeRating, pageRules, resolveLimit, resolveSource, resolveSpecialty, resolveType, type ListSource, type PageRules } from './list-source';
