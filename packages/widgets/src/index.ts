export * from './assistant';
export * from './library';
export * from './provider';
export * from './site';
export * from './studio';
export * from './tools';
