export * from './accounts';
export * from './platform';
