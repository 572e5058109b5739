/**
 * The LSP wiring, platform-free: `startServer` serves the language service
 * over any connection a platform entry (node/, browser/) or a test creates.
 * @packageDocumentation
 */
export { startServer } from './server';
export { lifecycleReader } from './lifecycle';
export type { ServerOptions } from './server';
export { SettingsCache } from './settingsCache';
export type { SettingsFetcher } from './settingsCache';
export { Pacer } from './scheduler';
export type { Pace, Timekeeper } from './scheduler';
export { Turns, TURN_BUDGET } from './turns';
export { patternOf } from './ignoreUri';
export { URI_PATHS, uriWorkspaceFiles } from './uriWorkspace';
export { chooseShown } from './viewport';
export type { View } from './viewport';
