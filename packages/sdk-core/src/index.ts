export * from './auth';
export * from './client';
export * from './constants';
export * from './contract';
export * from './errors';
export * from './rules/account';
export * from './rules/creation';
export * from './stream';
