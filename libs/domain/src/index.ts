export * from './accounts';
export * from './accounts-api';
export * from './accounts-rules';
export * from './platform';
export * from './auth-forms';
export * from './roles';
export * from './farms-rules';
export * from './farms';
