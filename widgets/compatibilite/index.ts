export { Compatibilite, defineCompatibilite } from './element';
