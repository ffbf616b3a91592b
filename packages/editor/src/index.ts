export * from './lib';
export * from './react';
