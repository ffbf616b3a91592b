export * from './rules/account';
