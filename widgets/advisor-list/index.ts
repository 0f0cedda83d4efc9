export { AdvisorList, defineAdvisorList } from './element';
export { listInPage, pageRules, resolveLimit, resolveSource, type ListSource, type PageRules } from './list-source';
