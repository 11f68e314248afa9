/** The theme's code-block helpers under the name plugins/code-block-metadata.ts gives them, a second instance of the module. */
declare module 'code-block-metadata?for-rendering' {
  export {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
}
