/** The command line argument that makes the program a photo worker instead of a server (src/main.ts). */
export const PHOTO_WORKER_COMMAND = 'photo-worker';
