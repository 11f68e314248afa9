// Prism's component files, which @types/prismjs does not describe: the core
// exports the Prism object, a language file registers on the global Prism.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/prism-markup';
