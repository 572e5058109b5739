/** The configuration's JSON schema lives with the one loader (config/schema.ts), which the editor's server shares. */
export * from '../config/schema';
