// Node 20 loads a test reporter before the --import hooks apply, so this entry registers tsx itself and hands
// over to the TypeScript reporter.
import { register } from 'tsx/esm/api';

register();
export default (await import('./test-times.ts')).default;
