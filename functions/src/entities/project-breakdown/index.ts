export * from './project-breakdowns';
