declare module "virtual:islands-manifest" {
  /** Island name → its entry script and the chunks to preload (tooling/vite-islands.ts). */
  const manifest: Record<string, { file: string; imports: string[] }>;
  export default manifest;
}
