/** Test audio imported as a URL (Vite's `?url`). */
declare module '*.mp3?url' {
  const url: string;
  export default url;
}
