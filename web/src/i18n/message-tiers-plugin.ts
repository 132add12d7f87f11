/**
 * Build-time only (web/vite.config.ts; the app never imports it). Each tier module (messages.zh.ts,
 * messages-workspace.en.ts, …) picks its messages from a whole language table at run time (tiers.ts); bundled
 * as it is, both tiers would import the whole table and share a chunk holding all of it. The build runs
 * each tier module once and ships its result instead: a chunk carries its own tier's strings only.
 */
import { runnerImport, type Plugin } from 'vite';

const TIER_MODULE = /\/src\/i18n\/messages(-workspace|-delivery)?\.(zh|en)\.ts$/;

/** A tier module as the app gets it: the value it computes, as one JSON string (faster to parse than an object literal). */
function inlinedTierModule(messages: unknown): string {
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

export function messageTiers(): Plugin {
  let root = '';
  return {
    name: 'sddp:message-tiers',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      if (!TIER_MODULE.test(id.replaceAll('\\', '/'))) return null;
      const { module } = await runnerImport<{ messages: unknown }>(id, { root, configFile: false, logLevel: 'silent' });
      return inlinedTierModule(module.messages);
    },
  };
}
