export { Oracle, defineOracle } from './element';
export { categoryLink } from './category-link';
