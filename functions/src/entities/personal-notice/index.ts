export * from './personal-notices';
