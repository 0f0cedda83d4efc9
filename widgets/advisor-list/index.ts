export { AdvisorList, defineAdvisorList } from './element';
export { pageRules, resolveLimit, resolveSource, type ListSource, type PageRules } from './list-source';
