/** Every request schema, for forms and for the server (valibot; kept out of the client entry). */
export * from './account.schema';
export * from './anchors.schema';
export * from './auth.schema';
export * from './draw.schema';
export * from './feedback.schema';
export * from './fields';
export * from './gpt.schema';
export * from './samples.schema';
export * from './settings.schema';
export * from './tasks.schema';
export * from './tools.schema';
export * from './trade.schema';
export * from './works.schema';
