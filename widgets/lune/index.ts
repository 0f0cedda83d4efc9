export { Lune, defineLune } from './element';
