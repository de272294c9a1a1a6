// Names the build (build.ts) writes into the public boot script: the built addresses of the parts it imports later.
/** web/islands/hydrate.tsx, built. */
declare const ISLANDS_URL: string;
/** web/islands/toaster.tsx, built. */
declare const TOASTER_URL: string;
