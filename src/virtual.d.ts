declare module 'virtual:embedded-assets' {
  const embedded: Parameters<typeof import('./render/assets.ts').assetsFromEmbedded>[0];
  export default embedded;
}
