/** A font file imported from code is an asset: its public address (next.config.js, src/styles/fontPreloads.ts). */
declare module '*.woff2' {
  const url: string
  export default url
}
