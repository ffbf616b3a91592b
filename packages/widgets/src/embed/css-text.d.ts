// The embed builds load style sheets as text (tsup's text loader) to put them into shadow roots.
declare module '*.css' {
  const text: string;
  export default text;
}
