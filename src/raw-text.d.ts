/** A file's text, imported with `?raw` (plugins/raw-text.ts for the site; Vite for the tests). */
declare module '*?raw' {
  const text: string;
  export default text;
}
