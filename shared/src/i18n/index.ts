export * from './catalogue';
export { zh } from './zh';
export { en } from './en';
