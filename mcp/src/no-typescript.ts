/**
 * Stands in for `typescript` in the bundle: src/engine/node.ts compiles the
 * engine host's modules with it when it runs from the sources, while the
 * bundle carries them compiled (setBundledEngine), so this is never called.
 */
export default {
  transpileModule(): never {
    throw new Error('textwire-mcp: the engine host was not compiled into this bundle');
  },
};
